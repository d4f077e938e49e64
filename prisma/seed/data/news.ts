import type { CoverMotif } from '../art/machine-svg.ts';

/** News articles, notices and videos of the demo shop; release times are days before the seed's "now". */
export interface SeedArticle {
  title: string;
  summary: string;
  daysAgo: number;
  kicker: string;
  motif: CoverMotif;
  accent: string;
  body: string;
}

export const seedNews: SeedArticle[] = [
  {
    title: 'Firmware 2.4 brings per-board auto-tuning to the S21 family',
    summary: 'Every hash board now finds its own voltage curve after the first boot. Expect 4-7% lower power at the same hashrate.',
    daysAgo: 2,
    kicker: 'Firmware',
    motif: 'chip',
    accent: '#f39c12',
    body: `<p class="lead">Firmware 2.4.1 is available for the HF-S21 Forge and HF-S21 Hydro from today on the <a href="/support/download">download page</a>.</p>
<h2>What changes</h2>
<p>Until now every board in a machine ran the same voltage and frequency table. Chips vary, so that table had to leave margin for the weakest board. Version 2.4 measures each board during a 20-minute tuning run after the first boot and then keeps it at the lowest voltage that holds its target hashrate.</p>
<ul><li>4-7% lower power at the wall at nameplate hashrate in our test fleet of 600 units.</li><li>Re-tuning when the intake temperature moves by more than 8 °C, so summer and winter settings take care of themselves.</li><li>Idle draw while waiting for pool work drops from 180 W to 95 W.</li></ul>
<h2>How to upgrade</h2>
<p>Open the dashboard, go to <strong>System &gt; Firmware upgrade</strong>, choose the file and keep <em>Keep settings</em> ticked. The machine restarts twice; do not cut power during the upgrade. Fleet operators can push the package over SSH with our open-source <code>hf-fleet</code> tool.</p>
<p class="note">Machines bought before March still run 2.3.x. Both versions are supported; 2.3.0 remains available for download.</p>`,
  },
  {
    title: 'HF-S21 Hydro: 335 TH/s for hydro racks is here',
    summary: 'Our first water-cooled SHA-256 machine delivers 16 J/TH at 50 dB(A). The first batch is sold out; the next ships in three months.',
    daysAgo: 9,
    kicker: 'Launch',
    motif: 'water',
    accent: '#3498db',
    body: `<p class="lead">The HF-S21 Hydro packs four hash boards into a fanless chassis cooled by water, delivering 335 TH/s at 16 J/TH.</p>
<h2>Who it is for</h2>
<p>Hydro machines make sense where air is the problem: hot climates, noise-sensitive sites, and operators who want to sell the heat. A 20-unit hydro cabinet with a dry cooler fits in a single 40-foot container and draws about 110 kW.</p>
<h2>Availability</h2>
<p>The spot allocation sold out within two days. The next batch ships in three months and can be reserved on the <a href="/productDetail/HF-S21-HYDRO">product page</a>. For 50 units or more, please use the <a href="/bulk-order">bulk order form</a>; our BD team will propose a cabinet and cooler configuration.</p>`,
  },
  {
    title: 'New Hong Kong warehouse cuts delivery times across Asia-Pacific',
    summary: 'Spot orders to Asia-Pacific now ship from Kwai Chung, with typical door-to-door times of 3-6 days.',
    daysAgo: 16,
    kicker: 'Logistics',
    motif: 'truck',
    accent: '#1abc9c',
    body: `<p class="lead">Our second regional warehouse opened this month in Kwai Chung, Hong Kong.</p>
<p>Spot units for buyers in Asia-Pacific now leave from Hong Kong instead of Rotterdam. Typical door-to-door times by express freight:</p>
<table class="spec-table"><thead><tr><th>Destination</th><th>Before</th><th>Now</th></tr></thead><tbody>
<tr><td>Singapore, Malaysia</td><td>8-12 days</td><td>3-5 days</td></tr>
<tr><td>Australia, New Zealand</td><td>10-14 days</td><td>5-7 days</td></tr>
<tr><td>Kazakhstan</td><td>12-18 days</td><td>6-9 days</td></tr></tbody></table>
<p>Orders from Europe, Africa and the Americas continue to ship from Rotterdam. The warehouse a spot unit ships from is shown on your order once it is packed.</p>`,
  },
  {
    title: 'Preparing a site for hydro cooling: a checklist',
    summary: 'Water quality, flow, couplings and leak detection: what to sort out before your hydro machines arrive.',
    daysAgo: 24,
    kicker: 'Guide',
    motif: 'water',
    accent: '#2980b9',
    body: `<p class="lead">Hydro machines are simple to run and unforgiving to set up badly. Check these before the pallets arrive.</p>
<h2>Water</h2>
<ul><li>Use deionised water with a corrosion inhibitor, or a 25-30% propylene glycol mix where the loop can freeze.</li><li>Conductivity below 50 µS/cm; test monthly.</li><li>Never mix copper and aluminium parts in one loop.</li></ul>
<h2>Flow and temperature</h2>
<p>Each HF-S21 Hydro needs 8-10 L/min with an inlet between 20 and 45 °C. Size pumps for the whole cabinet plus 20% and balance each branch.</p>
<h2>Leaks</h2>
<p>Fit a drip tray under each cabinet and connect the machine's leak sensor. Firmware 2.4 stops hashing and raises an alarm within two seconds of a detected leak.</p>`,
  },
  {
    title: 'After the halving: why efficiency decides who keeps mining',
    summary: 'With the block subsidy halved, joules per terahash and power price now set the break-even line. Here is how to read it.',
    daysAgo: 37,
    kicker: 'Market',
    motif: 'chart',
    accent: '#e67e22',
    body: `<p class="lead">A halving cuts revenue per terahash in half overnight. Costs do not follow.</p>
<p>A machine at 30 J/TH paying USD 0.06 per kWh spends about USD 0.043 per TH per day on power. At 17.5 J/TH the same power price costs USD 0.025. When hashprice falls towards those numbers, the older machine switches off first.</p>
<h2>Use the calculator</h2>
<p>Our <a href="/support/calculator">payback calculator</a> shows the shutdown coin price of any machine at your power price. The professional calculator adds difficulty growth and pool fees.</p>`,
  },
  {
    title: 'L9 Titan March batch confirmed',
    summary: 'The next L9 Titan batch is confirmed for shipping in the first half of next month; spot stock is paused while we re-test a PSU lot.',
    daysAgo: 45,
    kicker: 'Shipping update',
    motif: 'calendar',
    accent: '#95a5a6',
    body: `<p>We have paused sales of the remaining L9 Titan spot units while our QA team re-tests a lot of power supplies that showed a higher than usual failure rate at 40 °C.</p>
<p>The next batch is on schedule and ships in the first half of next month. Orders already paid for spot units are not affected: those units were tested before dispatch.</p>`,
  },
  {
    title: 'Meet us at the North America Mining Summit',
    summary: 'See the S21 Hydro cabinet running live, talk to our firmware team and book a site-planning session.',
    daysAgo: 58,
    kicker: 'Events',
    motif: 'globe',
    accent: '#9b59b6',
    body: `<p>Our team will be at booth 214 with a running 20-unit S21 Hydro cabinet and its dry cooler.</p>
<ul><li>Firmware team Q&amp;A every day at 14:00.</li><li>Site-planning sessions with our field engineers: book through the activity calendar.</li></ul>
<p>Dates and times are on the <a href="/activity">activity calendar</a>.</p>`,
  },
  {
    title: 'Five ways to lower your power bill without losing hashrate',
    summary: 'Firmware profiles, intake air, PSU voltage, pool latency and dust: small changes that add up.',
    daysAgo: 71,
    kicker: 'Guide',
    motif: 'bolt',
    accent: '#f1c40f',
    body: `<ol><li><strong>Pick the efficiency profile</strong> in the dashboard; it trades 5% hashrate for about 12% less power.</li><li><strong>Keep intake air under 30 °C.</strong> Every 5 °C above that costs fan power and chip efficiency.</li><li><strong>Run at 230-240 V</strong> rather than 200 V: the PSU is 1.5% more efficient at the top of its range.</li><li><strong>Use a nearby pool server.</strong> Stale shares are wasted power.</li><li><strong>Blow out dust</strong> every three months; clogged heat sinks run hotter and slower.</li></ol>`,
  },
  {
    title: 'Why we only accept USD bank wires',
    summary: 'Bank transfers give you a paper trail, a named recipient and recourse. Here is how our payment process protects you.',
    daysAgo: 90,
    kicker: 'Payments',
    motif: 'shield',
    accent: '#2ecc71',
    body: `<p>Every order on this site is paid by USD bank wire to an account in the name of HashForge Technologies Ltd. We never ask for payment to a personal account, by card, or in cryptocurrency through chat.</p>
<ul><li>Put your order number in the transfer reference.</li><li>One transfer per order.</li><li>Upload the transfer proof on your order page within 48 hours.</li></ul>
<p>If anyone contacts you with different bank details, stop and write to <a href="mailto:security@hashforge.example">security@hashforge.example</a>.</p>`,
  },
];

export const seedNotices: Omit<SeedArticle, 'kicker' | 'motif' | 'accent'>[] = [
  {
    title: 'Planned maintenance: order pages unavailable on Sunday 02:00-04:00 UTC',
    summary: 'Browsing stays available; placing orders and uploading payment proofs will be paused for up to two hours.',
    daysAgo: 1,
    body: '<p>We are upgrading our database servers. During the window you can browse the shop but cannot place orders or upload payment proofs. The 48-hour payment window of any open order is extended by the length of the maintenance.</p>',
  },
  {
    title: 'Beware of fake HashForge sales agents',
    summary: 'We never ask for payment to personal accounts or over messaging apps. Pay only through your order page.',
    daysAgo: 6,
    body: '<p>We have received reports of people posing as HashForge sales staff on Telegram and WhatsApp and offering discounts for payment to personal bank accounts or crypto addresses.</p><p>HashForge only accepts USD bank wires to the company account shown on your order page. Report suspicious contacts to <a href="mailto:security@hashforge.example">security@hashforge.example</a>.</p>',
  },
  {
    title: 'Holiday schedule for shipping and support',
    summary: 'Warehouses close for three days at the end of the year; support answers tickets within 48 hours during that period.',
    daysAgo: 14,
    body: '<p>Our Rotterdam and Hong Kong warehouses close from 31 December to 2 January. Orders paid during that period ship from 3 January. Support stays open with a 48-hour response time.</p>',
  },
  {
    title: 'Price update for the S21 Forge January batch',
    summary: 'The January batch price drops to USD 3,649.00 per unit. Unpaid orders can be cancelled and placed again at the new price.',
    daysAgo: 21,
    body: '<p>Chip yields on the January batch are better than planned, and we are passing that on. If you have an unpaid order at the old price, let it expire or contact support, then order again.</p>',
  },
  {
    title: 'Repair centre moves to a new address',
    summary: 'Machines sent for repair from next month go to our new Rotterdam repair centre. Check the return address on your after-sale request.',
    daysAgo: 33,
    body: '<p>Our European repair centre moves to a larger site in the Port of Rotterdam. Always use the return address shown on your approved after-sale request, which is updated automatically.</p>',
  },
  {
    title: 'Support hours extended for Asia-Pacific',
    summary: 'Live chat and phone support now run 01:00-17:00 UTC on weekdays.',
    daysAgo: 48,
    body: '<p>With the Hong Kong warehouse open, our support team now covers Asia-Pacific business hours on weekdays.</p>',
  },
];

export interface SeedVideo {
  title: string;
  summary: string;
  daysAgo: number;
  productCode: string;
  episode: string;
  videoId: string;
}

/**
 * Demo videos. The embeds point at public explainer videos on youtube-nocookie.com until the
 * vendor replaces them with its own channel's videos (change `videoUrl` in the back office).
 */
const EXPLAINERS = ['bBC-nXj3Ng4', 'SSo_EIwHSd4'];

export const seedVideos: SeedVideo[] = [
  'Unboxing the HF-S21 Forge',
  'First boot and pool set-up in five minutes',
  'Replacing a fan without tools',
  'Inside the S21 Hydro cabinet',
  'Setting up the X4 Mini at home',
  'Racking the X4-1U with sliding rails',
  'Reading the dashboard: temperatures and rejects',
  'Firmware 2.4 auto-tuning explained',
  'How to pack a machine for repair',
  'Choosing a pool: fees, payouts and latency',
  'L9 Titan merged mining walkthrough',
  'How bitcoin mining actually works',
  'What is a blockchain?',
].map((title, i) => ({
  title,
  summary: title,
  daysAgo: 3 + i * 6,
  productCode: ['HF-S21-FORGE', 'HF-S21-FORGE', 'HF-S21-FORGE', 'HF-S21-HYDRO', 'HF-X4-MINI', 'HF-X4-1U', 'HF-KS5-PULSE', 'HF-S21-FORGE', 'HF-L9-TITAN', 'HF-AL3-AURORA', 'HF-L9-TITAN', 'HF-X4-Q', 'HF-X4-SERVER'][i]!,
  episode: `Episode ${13 - i}`,
  videoId: EXPLAINERS[i % EXPLAINERS.length]!,
}));
