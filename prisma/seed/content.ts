import {
  createActivities,
  createNews,
  type NewActivity,
  setConfigPage,
} from '../../apps/api/src/modules/content/write-content.ts';
import { storePublicFile } from '../../apps/api/src/modules/files/files.service.ts';
import { ConfigType, NewsType } from '../../packages/contract/src/content-rules.ts';
import { coverSvg, videoCoverSvg } from './art/machine-svg.ts';
import { machineArt } from './catalog.ts';
import { seedNews, seedNotices, seedVideos } from './data/news.ts';
import { orderPolicy, repairGuide, supportPolicy, termsOfUse } from './data/policies.ts';
import { seedProducts } from './data/products.ts';
import type { SeedContext, SeedStep } from './seed-step.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

function daysBefore(now: Date, days: number, hourUtc = 9): Date {
  const d = new Date(now.getTime() - days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  // "Today" items are placed an hour before now, so they are always already released.
  return d.getTime() > now.getTime() ? new Date(now.getTime() - HOUR) : d;
}

async function storeSvg(ctx: SeedContext, svg: string, fileName: string): Promise<string> {
  return (
    await storePublicFile(ctx, { bytes: Buffer.from(svg), fileName, contentType: 'image/svg+xml', purpose: 'image' })
  ).storageKey;
}

interface CalendarTemplate {
  /** Day of the month, 1-based, in this month (0) or the next (1). */
  month: 0 | 1;
  day: number;
  hour: number;
  hours: number;
  title: string;
  isSelf: 0 | 1;
  content?: string;
  url?: string;
}

const calendar: CalendarTemplate[] = [
  {
    month: 0,
    day: 2,
    hour: 14,
    hours: 1,
    title: 'HashForge live: firmware 2.4 Q&A',
    isSelf: 1,
    content: '<p>Our firmware team answers questions about auto-tuning, live on YouTube.</p>',
    url: 'https://www.youtube.com/@hashforge',
  },
  {
    month: 0,
    day: 4,
    hour: 0,
    hours: 24,
    title: 'Bitcoin difficulty adjustment (estimate)',
    isSelf: 0,
    content: '<p>Estimated from the current block rate; the exact block is shown on any block explorer.</p>',
  },
  {
    month: 0,
    day: 7,
    hour: 9,
    hours: 8,
    title: 'Rotterdam warehouse stock count: no dispatches',
    isSelf: 1,
    content: '<p>Orders paid on this day ship the next business day.</p>',
  },
  {
    month: 0,
    day: 10,
    hour: 15,
    hours: 2,
    title: 'Webinar: planning a 1 MW hydro site',
    isSelf: 1,
    content: '<p>Cabinets, dry coolers, water quality and power distribution, with our field engineers.</p>',
    url: 'https://hashforge.example/webinars/hydro-1mw',
  },
  { month: 0, day: 10, hour: 18, hours: 1, title: 'Kaspa community call', isSelf: 0 },
  {
    month: 0,
    day: 12,
    hour: 8,
    hours: 10,
    title: 'North America Mining Summit, day 1',
    isSelf: 0,
    content: '<p>Visit us at <strong>booth 214</strong> with a running S21 Hydro cabinet.</p>',
    url: 'https://example.com/mining-summit',
  },
  {
    month: 0,
    day: 13,
    hour: 8,
    hours: 10,
    title: 'North America Mining Summit, day 2',
    isSelf: 0,
    url: 'https://example.com/mining-summit',
  },
  { month: 0, day: 13, hour: 14, hours: 1, title: 'Booth 214: S21 Hydro live teardown', isSelf: 1 },
  { month: 0, day: 13, hour: 16, hours: 1, title: 'Booth 214: firmware team Q&A', isSelf: 1 },
  { month: 0, day: 13, hour: 18, hours: 2, title: 'Operators meet-up (invitation only)', isSelf: 1 },
  { month: 0, day: 18, hour: 0, hours: 24, title: 'Litecoin difficulty adjustment (estimate)', isSelf: 0 },
  {
    month: 0,
    day: 21,
    hour: 10,
    hours: 48,
    title: 'S21 Forge January batch: reservation closes',
    isSelf: 1,
    content: '<p>Reserve units of the January batch before the allocation is fixed with the factory.</p>',
    url: 'https://hashforge.example/productDetail/HF-S21-FORGE',
  },
  { month: 0, day: 25, hour: 13, hours: 1, title: 'Office hours: after-sales and repairs', isSelf: 1 },
  {
    month: 0,
    day: 28,
    hour: 0,
    hours: 24,
    title: 'Ethereum Classic network upgrade (planned)',
    isSelf: 0,
    content: '<p>Update your pool software if your pool asks you to; HashForge machines need no change.</p>',
  },
  {
    month: 1,
    day: 3,
    hour: 14,
    hours: 1,
    title: 'HashForge live: X4 family roadmap',
    isSelf: 1,
    url: 'https://www.youtube.com/@hashforge',
  },
  { month: 1, day: 6, hour: 9, hours: 9, title: 'Hong Kong warehouse holiday: no dispatches', isSelf: 1 },
  { month: 1, day: 9, hour: 0, hours: 24, title: 'Bitcoin difficulty adjustment (estimate)', isSelf: 0 },
  {
    month: 1,
    day: 14,
    hour: 8,
    hours: 9,
    title: 'Asia Blockchain Week, day 1',
    isSelf: 0,
    url: 'https://example.com/asia-blockchain-week',
  },
  {
    month: 1,
    day: 15,
    hour: 8,
    hours: 9,
    title: 'Asia Blockchain Week, day 2',
    isSelf: 0,
    url: 'https://example.com/asia-blockchain-week',
  },
  {
    month: 1,
    day: 19,
    hour: 15,
    hours: 2,
    title: 'Webinar: reading your pool statistics',
    isSelf: 1,
    content: '<p>Accepted, rejected and stale shares: what they tell you about your site.</p>',
  },
  {
    month: 1,
    day: 24,
    hour: 12,
    hours: 72,
    title: 'Year-end bulk pricing window',
    isSelf: 1,
    content: '<p>Extra tier discounts on bulk enquiries received in this window.</p>',
    url: 'https://hashforge.example/bulk-order',
  },
];

function calendarActivities(now: Date): NewActivity[] {
  const out: NewActivity[] = calendar.map((c) => {
    const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + c.month + 1, 0)).getUTCDate();
    const start = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + c.month, Math.min(c.day, lastDay), c.hour),
    );
    return {
      time: start,
      title: c.title,
      startTime: start,
      endTime: new Date(start.getTime() + c.hours * HOUR),
      content: c.content ?? null,
      url: c.url ?? null,
      isSelf: c.isSelf,
    };
  });
  // However early in the month the seed runs, a few activities have already ended.
  for (const [daysAgo, title] of [
    [1, 'Support chat maintenance (completed)'],
    [3, 'HashForge live: payment proofs explained'],
  ] as const) {
    const start = new Date(now.getTime() - daysAgo * DAY);
    start.setUTCHours(10, 0, 0, 0);
    out.push({
      time: start,
      title,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      isSelf: 1,
      content: null,
      url: null,
    });
  }
  return out;
}

/** News, notices, videos, the activity calendar and the four policy pages. */
export const contentStep: SeedStep = {
  name: 'content',
  async run(ctx) {
    const { now } = ctx;
    const palette = [
      ['#0b1220', '#23324f'],
      ['#08201b', '#124238'],
      ['#1a1024', '#3b2352'],
      ['#1f1408', '#4a3114'],
    ] as const;

    const covers = await Promise.all(
      seedNews.map((n, i) =>
        storeSvg(
          ctx,
          coverSvg({
            title: n.title,
            kicker: n.kicker,
            motif: n.motif,
            accent: n.accent,
            from: palette[i % 4]![0],
            to: palette[i % 4]![1],
          }),
          `news-${i + 1}.svg`,
        ),
      ),
    );
    // Order of writing does not matter: lists sort by release time.
    await Promise.all(
      seedNews.map((n, i) =>
        createNews(ctx, {
          type: NewsType.news,
          title: n.title,
          summary: n.summary,
          cover: covers[i],
          content: n.body,
          releaseTime: daysBefore(now, n.daysAgo),
        }),
      ),
    );
    await Promise.all(
      seedNotices.map((n) =>
        createNews(ctx, {
          type: NewsType.notice,
          title: n.title,
          summary: n.summary,
          content: n.body,
          releaseTime: daysBefore(now, n.daysAgo, 7),
        }),
      ),
    );

    const products = new Map(seedProducts.map((p) => [p.productCode, p]));
    const videoCovers = await Promise.all(
      seedVideos.map((v, i) => {
        const p = products.get(v.productCode);
        if (!p) throw new Error(`video names unknown product ${v.productCode}`);
        return storeSvg(
          ctx,
          videoCoverSvg({
            title: v.title,
            episode: v.episode,
            machine: machineArt(p),
            from: '#0d0f14',
            to: i % 2 ? '#1e2533' : '#232018',
          }),
          `video-${i + 1}.svg`,
        );
      }),
    );
    await Promise.all(
      seedVideos.map((v, i) =>
        createNews(ctx, {
          type: NewsType.video,
          title: v.title,
          summary: v.summary,
          cover: videoCovers[i],
          videoUrl: `https://www.youtube-nocookie.com/embed/${v.videoId}`,
          releaseTime: daysBefore(now, v.daysAgo, 16),
        }),
      ),
    );

    await createActivities(ctx, calendarActivities(now));

    await Promise.all([
      setConfigPage(ctx, ConfigType.repairGuide, repairGuide),
      setConfigPage(ctx, ConfigType.orderPolicy, orderPolicy),
      setConfigPage(ctx, ConfigType.termsOfUse, termsOfUse),
      setConfigPage(ctx, ConfigType.supportPolicy, supportPolicy),
    ]);
  },
};
