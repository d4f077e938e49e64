/**
 * The four policy pages served by `config/getTypes` (1 repair guide, 2 order policy, 3 terms of
 * use, 4 support policy), written for the demo vendor HashForge Technologies Ltd. A vendor
 * running the shop replaces them with its own in the back office.
 */

export const repairGuide = `<h1>Repair guide</h1>
<p class="lead">How to get a faulty machine repaired, from the first diagnosis to the machine coming back to you.</p>
<h2>1. Before you open a request</h2>
<p>Many faults are fixed in minutes on site. Please try these first and note what you saw; it speeds up the repair if you do send the machine.</p>
<ul>
<li><strong>A hash board is missing in the dashboard:</strong> power off, re-seat the board's data cable and power cable, power on. If the board is still missing, swap its data cable with a working board's to see whether the cable or the board is at fault.</li>
<li><strong>Fan error:</strong> check that the fan spins freely and its connector is fully home. Fans are hot-swappable; a spare fan fixes most fan errors.</li>
<li><strong>High temperature:</strong> measure the intake air. Above 40 °C (35 °C for X4 models) the machine protects itself by slowing down or stopping.</li>
<li><strong>Low hashrate:</strong> upgrade to the latest firmware from the <a href="/support/download">download page</a> and let the auto-tuning run for 30 minutes.</li>
<li><strong>No network:</strong> hold the IP Report button for 5 seconds to make the machine announce its address; use the reset button (10 seconds) to return to DHCP.</li>
</ul>
<h2>2. Check the warranty</h2>
<p>Enter the serial number (SN) printed on the label on the side of the machine in the <a href="/support/searchsn">SN search</a>. It shows the remaining warranty of the machine and of its hash boards. Repairs under warranty are free, including return shipping to you. Outside warranty we quote parts and labour before doing any work.</p>
<h2>3. Open an after-sales request</h2>
<ol>
<li>Log in and go to <strong>After-sales service &gt; Apply</strong>.</li>
<li>Enter up to five serial numbers per request, describe the fault and add up to two photos (the dashboard's error page is the most useful one).</li>
<li>Tick the repair policy, then tell us whether you agree in advance to pay for an out-of-warranty repair. If you decline, we send you a quote first.</li>
</ol>
<p>Our service team answers within one business day. When the request is approved you will see the return address and can enter your shipping details.</p>
<h2>4. Pack and ship the machine</h2>
<ul>
<li>Use the original box and foam if you still have them; otherwise at least 5 cm of foam on every side. Machines damaged by poor packing in transit are not covered by the warranty.</li>
<li>Do not include power cables, adapters or accessories unless we ask for them.</li>
<li>Write the request number on the outside of the box.</li>
<li>Enter the courier and tracking number on the request as soon as you ship.</li>
</ul>
<h2>5. Diagnosis, repair and return</h2>
<p>When the machine arrives we test it within three business days. For out-of-warranty work you receive a quote listing the parts and labour; the repair starts when you accept the quote and the payment proof is approved. Most repairs take five to ten business days. The repaired machine is load-tested for 24 hours before it is shipped back, and you will see the courier and tracking number on the request. Please confirm receipt when it arrives.</p>
<h2>6. Repair warranty</h2>
<p>Parts we replace are guaranteed for 90 days or until the end of the original warranty, whichever is later.</p>`;

export const orderPolicy = `<h1>Order policy</h1>
<p class="lead">This policy explains how ordering, payment, shipping and cancellation work in the {{shopName}} shop. By submitting an order you accept it.</p>
<h2>1. Who can order</h2>
<ul>
<li>You need an account and a completed identity verification (KYC) before your first order. We use it to meet anti-money-laundering and export-control rules.</li>
<li>The shop is not intended for mainland China; we do not accept shipping addresses there. Hong Kong, Macao and Taiwan are served normally.</li>
<li>Some products are sold only through our business-development team (marked "bulk order"). Use the bulk order form for those and for any order above the per-order limit shown on a product.</li>
</ul>
<h2>2. Prices and send cycles</h2>
<p>Prices are in US dollars and exclude import duties, VAT or GST, which the buyer pays on import. Each product is sold in send cycles: <em>spot</em> units ship from stock, <em>batch</em> units ship in the window named on the cycle. The price of your order is fixed when you submit it; if a price changes while you are checking out, the shop asks you to review the order before it is created.</p>
<h2>3. Payment</h2>
<ul>
<li>We accept <strong>USD bank wire transfers only</strong>, to the company account shown on your order's payment page.</li>
<li>Put the order number in the transfer reference. Use one transfer per order.</li>
<li>You pay all bank fees, including intermediary bank charges. If we receive less than the payable amount, the order moves to <em>balance payment</em> and waits for the difference.</li>
<li>Upload a clear copy of the transfer proof (the bank's confirmation showing amount, date, beneficiary and reference) on the order page.</li>
<li><strong>48-hour payment window:</strong> an order with no transfer proof 48 hours after it was created is cancelled automatically. Its units go back into stock and any coupon used is returned to your account.</li>
</ul>
<p>Our finance team reviews each proof once the money reaches our account, usually within one business day of arrival. You will see the result on the order page: approved, or failed with the reason.</p>
<h2>4. Shipping</h2>
<ul>
<li>Spot units ship within 5 business days of an approved payment, from Rotterdam (Europe, Africa, the Americas) or Hong Kong (Asia-Pacific).</li>
<li>Batch units ship within the window named on the send cycle. If a batch slips by more than 30 days you may cancel for a full refund.</li>
<li>Large orders may ship in several parcels; the order shows each shipment with its courier and tracking number. Please confirm receipt of each shipment on the order page.</li>
<li>Risk passes to you when the courier delivers. Inspect every box on delivery and note any visible damage on the courier's receipt.</li>
</ul>
<h2>5. Cancellation and refunds</h2>
<ul>
<li>Before payment you can let an order expire; nothing is owed.</li>
<li>After payment and before shipping you can cancel spot orders within 24 hours for a full refund; later cancellations of spot orders and all cancellations of batch orders carry a 10% restocking fee, except as stated in section 4.</li>
<li>Refunds go back by bank wire to the account the payment came from, within 10 business days.</li>
<li>Machines that have been shipped are not returnable, except for faults covered by the warranty.</li>
</ul>
<h2>6. Coupons</h2>
<p>One coupon per order. A coupon applies only within its validity dates and, for product coupons, only to the products it names. Coupons have no cash value.</p>
<h2>7. Contact</h2>
<p>Questions about an order: <a href="mailto:orders@hashforge.example">orders@hashforge.example</a>, quoting the order number.</p>`;

export const termsOfUse = `<h1>Terms of use</h1>
<p class="lead">These terms govern your use of the {{shopName}} website and shop, operated by {{companyName}} ("{{shopName}}", "we").</p>
<h2>1. Your account</h2>
<p>You must be at least 18 years old and able to enter contracts in your country. Keep your password safe: you are responsible for what happens in your account. Tell us at once if you suspect someone else has access.</p>
<h2>2. Acceptable use</h2>
<p>Do not use the site to break the law, to submit false identity documents, to resell accounts, to scrape the catalogue at a rate that degrades the service, or to probe or attack our systems. We may suspend accounts that do.</p>
<h2>3. Product information</h2>
<p>Hashrates, power figures and efficiency are nominal values measured at 25 °C with stock firmware; actual values vary by up to ±5%. Profitability figures from our calculators are estimates based on current network data and are not a promise of income.</p>
<h2>4. Compliance</h2>
<p>You are responsible for complying with the laws of your country on importing, operating and connecting mining equipment, and on the taxation of mining income. We do not ship to sanctioned countries or to mainland China.</p>
<h2>5. Privacy</h2>
<p>We process your account, order and KYC data to run the shop and to meet our legal duties. Identity documents are stored encrypted and are visible only to our compliance staff. We never sell personal data.</p>
<h2>6. Liability</h2>
<p>Our liability for any order is limited to the amount you paid for it. We are not liable for lost mining income, electricity costs or indirect losses. Nothing in these terms limits liability that cannot be limited by law.</p>
<h2>7. Changes</h2>
<p>We may change these terms; the version published when you place an order applies to that order.</p>`;

export const supportPolicy = `<h1>Support policy</h1>
<p class="lead">What our support covers, how to reach us and how quickly we answer.</p>
<h2>1. Warranty</h2>
<table class="spec-table"><thead><tr><th>Product</th><th>Machine</th><th>Hash boards</th></tr></thead><tbody>
<tr><td>S21 Forge, S21 Hydro, X4 Mini, X4-1U, X4 Server, X4-Q</td><td>365 days</td><td>180-365 days (see product page)</td></tr>
<tr><td>L9 Titan, KS5 Pulse, Z15 Prime, AL3 Aurora</td><td>180 days</td><td>90-180 days (see product page)</td></tr>
</tbody></table>
<p>The warranty starts on the ship date and covers defects in materials and workmanship under normal use. Look up any unit's remaining warranty with its SN on the <a href="/support/searchsn">SN search</a> page.</p>
<h2>2. What the warranty does not cover</h2>
<ul>
<li>Damage from power surges, unstable or out-of-range supply voltage, lightning, water (except within the coolant loop of hydro models), fire or corrosion.</li>
<li>Operation outside the rated temperature range or in dusty, humid or salty air without filtration.</li>
<li>Machines opened, modified or repaired by anyone other than {{shopName}} or an authorised partner, or running third-party firmware.</li>
<li>Physical damage, including damage in transit to us from inadequate packing.</li>
<li>A missing, altered or unreadable serial-number label.</li>
</ul>
<h2>3. How to get help</h2>
<ul>
<li><strong>Self-service:</strong> the <a href="/support/question">FAQ</a>, the <a href="/support/repair-guide">repair guide</a> and the manuals on the <a href="/support/download">download page</a>.</li>
<li><strong>After-sales requests:</strong> log in and open a request under <em>After-sales service</em>. This is the fastest way to get a repair.</li>
<li><strong>Email:</strong> <a href="mailto:{{supportEmail}}">{{supportEmail}}</a>.</li>
<li><strong>Live chat and phone:</strong> weekdays 01:00-17:00 UTC.</li>
</ul>
<h2>4. Response times</h2>
<table class="spec-table"><thead><tr><th>Channel</th><th>First answer</th></tr></thead><tbody>
<tr><td>After-sales request</td><td>1 business day</td></tr>
<tr><td>Email</td><td>1 business day</td></tr>
<tr><td>Live chat</td><td>Under 5 minutes during opening hours</td></tr>
</tbody></table>
<h2>5. Firmware</h2>
<p>We publish firmware updates for every model for at least three years after its release, and security fixes for the whole warranty period of every unit sold. Only install firmware from this site.</p>
<h2>6. Spare parts</h2>
<p>Fans, power supplies, control boards and cables are available for every model we sell and for five years after a model's end of production. Ask support for a quote.</p>`;
