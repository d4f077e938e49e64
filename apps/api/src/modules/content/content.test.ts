import { getActivityList, getConfigTypes, getNews, getNewsPager } from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { setTestBrand } from '../../../test/support/factories/brand.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { invalidatePublicCache } from '../../http/public-cache.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { sanitizeHtml } from './sanitize.ts';
import { createActivities, createNews, setConfigPage } from './write-content.ts';

const ctx = useTestContext();
const NOW = new Date('2026-11-15T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx.clock.set(NOW);
});

describe('POST news/getPager', () => {
  const newsIds: number[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 14; i++) {
      newsIds.push(
        await createNews(ctx.deps, {
          type: 1,
          title: `News ${i}`,
          summary: `Summary ${i}`,
          cover: `pub/n/${i}.svg`,
          content: `<p>Body ${i}</p>`,
          releaseTime: new Date(NOW.getTime() - (i + 1) * HOUR),
        }),
      );
    }
    await createNews(ctx.deps, {
      type: 4,
      title: 'Notice',
      content: '<p>n</p>',
      releaseTime: new Date(NOW.getTime() - HOUR),
    });
    await createNews(ctx.deps, {
      type: 2,
      title: 'Video',
      cover: 'pub/v/1.svg',
      videoUrl: 'https://www.youtube-nocookie.com/embed/bBC-nXj3Ng4',
      releaseTime: new Date(NOW.getTime() - HOUR),
    });
    await createNews(ctx.deps, { type: 1, title: 'Scheduled', releaseTime: new Date(NOW.getTime() + 48 * HOUR) });
  });

  it('pages news 6 at a time, newest first, without the body', async () => {
    const p1 = await call(ctx, getNewsPager, { page: 1, limit: 6, type: 1 });
    expect(p1.body.data.total).toBe(14);
    expect(p1.body.data.list.map((n) => n.title)).toEqual(['News 0', 'News 1', 'News 2', 'News 3', 'News 4', 'News 5']);
    expect(p1.body.data.list[0]).not.toHaveProperty('content');
    expect(p1.body.data.list[0]).toMatchObject({
      id: newsIds[0],
      type: 1,
      summary: 'Summary 0',
      cover: '/files/public/pub/n/0.svg',
      releaseTime: new Date(NOW.getTime() - HOUR).toISOString(),
      videoUrl: null,
    });
    const p3 = await call(ctx, getNewsPager, { page: 3, limit: 6, type: 1 });
    expect(p3.body.data.list.map((n) => n.title)).toEqual(['News 12', 'News 13']);
    const p4 = await call(ctx, getNewsPager, { page: 4, limit: 6, type: 1 });
    expect(p4.body.data).toEqual({ total: 14, list: [] });
  });

  it('keeps notices and videos apart; a video carries its embeddable URL', async () => {
    const notices = await call(ctx, getNewsPager, { page: 1, limit: 6, type: 4 });
    expect(notices.body.data.list.map((n) => n.title)).toEqual(['Notice']);
    const videos = await call(ctx, getNewsPager, { page: 1, limit: 10, type: 2 });
    expect(videos.body.data.list[0]?.videoUrl).toBe('https://www.youtube-nocookie.com/embed/bBC-nXj3Ng4');
  });

  it('hides an item until its release time', async () => {
    const all = await call(ctx, getNewsPager, { page: 1, limit: 100, type: 1 });
    expect(all.body.data.list.some((n) => n.title === 'Scheduled')).toBe(false);
    ctx.clock.set(new Date(NOW.getTime() + 49 * HOUR));
    await invalidatePublicCache(ctx.deps);
    const later = await call(ctx, getNewsPager, { page: 1, limit: 1, type: 1 });
    expect(later.body.data.list[0]?.title).toBe('Scheduled');
    ctx.clock.set(NOW);
    await invalidatePublicCache(ctx.deps);
  });

  it('refuses an unknown type and paging out of bounds', async () => {
    for (const fields of [
      { page: 1, limit: 6, type: 9 },
      { page: 1, limit: 6 },
      { page: 0, limit: 6, type: 1 },
      { page: 1, limit: 500, type: 1 },
    ]) {
      const res = await call(ctx, getNewsPager, fields);
      expect(res.body.result).toBe(0);
    }
    expect((await call(ctx, getNewsPager, { page: 1, limit: 6, type: 9 })).body.msg).toBe(
      'The type must be 1 (news), 2 (video) or 4 (notice)',
    );
  });

  it('answers an empty page for a type with nothing in it', async () => {
    const res = await call(ctx, getNewsPager, { page: 1, limit: 6, type: 3 });
    expect(res.body).toMatchObject({ result: 1, data: { total: 0, list: [] } });
  });
});

describe('POST news/get', () => {
  it('answers the item with its body', async () => {
    const id = await createNews(ctx.deps, {
      type: 1,
      title: 'Firmware 2.4',
      content: '<h2>What changed</h2><p>Faster boot.</p>',
      releaseTime: new Date(NOW.getTime() - HOUR),
    });
    const res = await call(ctx, getNews, { id });
    expect(res.body.data).toMatchObject({
      id,
      title: 'Firmware 2.4',
      content: '<h2>What changed</h2><p>Faster boot.</p>',
    });
  });

  it('answers "News not found" for an unknown or unreleased id, and refuses a bad id', async () => {
    const future = await createNews(ctx.deps, { type: 1, title: 'Later', releaseTime: new Date(NOW.getTime() + HOUR) });
    for (const id of [999999, future]) {
      expect((await call(ctx, getNews, { id })).body).toMatchObject({ result: 0, msg: 'News not found' });
    }
    expect((await call(ctx, getNews, { id: -1 })).body).toMatchObject({ result: 0, msg: 'Invalid id' });
  });

  it('never answers a <script> or an onerror from a stored body', async () => {
    const id = await createNews(ctx.deps, {
      type: 4,
      title: 'Maintenance',
      content:
        '<p>Planned work</p><script>document.cookie</script><img src="https://x/y.png" onerror="alert(1)"><iframe src="https://evil"></iframe><a href="javascript:alert(1)" onmouseover="x()">link</a>',
      releaseTime: new Date(NOW.getTime() - HOUR),
    });
    const stored = await ctx.deps.prisma.news.findUniqueOrThrow({ where: { id } });
    expect(stored.content).not.toMatch(/script|onerror|iframe|javascript:|onmouseover/i);
    const res = await call(ctx, getNews, { id });
    expect(res.body.data.content).toContain('<p>Planned work</p>');
    expect(res.body.data.content).toContain('<img src="https://x/y.png" loading="lazy" />');
    expect(res.body.data.content).not.toMatch(/script|onerror|iframe|javascript:|onmouseover/i);
  });
});

describe('POST activity/calendar/getList', () => {
  beforeAll(async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 10, d));
    await createActivities(ctx.deps, [
      {
        time: day(3),
        title: 'Past webinar',
        startTime: new Date('2026-11-03T14:00:00Z'),
        endTime: new Date('2026-11-03T15:00:00Z'),
        content: '<p>Recording <b>online</b></p><script>x()</script>',
        url: 'https://example.com/webinar',
        isSelf: 1,
      },
      {
        time: day(15),
        title: 'Running now',
        startTime: new Date('2026-11-15T10:00:00Z'),
        endTime: new Date('2026-11-15T18:00:00Z'),
        isSelf: 0,
      },
      {
        time: new Date(Date.UTC(2026, 11, 2)),
        title: 'Next month expo',
        startTime: new Date('2026-12-02T08:00:00Z'),
        endTime: new Date('2026-12-04T17:00:00Z'),
        isSelf: 0,
      },
      {
        time: new Date(Date.UTC(2028, 0, 2)),
        title: 'Far future',
        startTime: new Date('2028-01-02T08:00:00Z'),
        endTime: new Date('2028-01-02T09:00:00Z'),
        isSelf: 1,
      },
    ]);
  });

  it('lists the range in day order with type -1 for what has ended and isSelf as stored', async () => {
    const res = await call(ctx, getActivityList, { startDate: '2021-01-01', endDate: '2027-12-31' });
    expect(res.body.result).toBe(1);
    expect(res.body.data.map((a) => [a.time, a.title, a.type, a.isSelf])).toEqual([
      ['2026-11-03', 'Past webinar', -1, 1],
      ['2026-11-15', 'Running now', 1, 0],
      ['2026-12-02', 'Next month expo', 1, 0],
    ]);
    const [past, running] = res.body.data;
    expect(past?.content).toBe('<p>Recording <b>online</b></p>');
    expect(past?.url).toBe('https://example.com/webinar');
    expect(running).toMatchObject({ content: null, url: null, startTime: '2026-11-15T10:00:00.000Z' });
  });

  it('turns an activity to -1 once its end has passed', async () => {
    ctx.clock.set(new Date('2026-11-15T18:00:01Z'));
    const res = await call(ctx, getActivityList, { startDate: '2026-11-15', endDate: '2026-11-15' });
    expect(res.body.data.map((a) => a.type)).toEqual([-1]);
    ctx.clock.set(NOW);
  });

  it('refuses a missing or malformed date, a reversed range and a range over 10 years', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: '2027-12-31' }, 'Use the date format YYYY-MM-DD'],
      [{ startDate: '01/01/2021', endDate: '2027-12-31' }, 'Use the date format YYYY-MM-DD'],
      [{ startDate: '2027-01-01', endDate: '2026-01-01' }, 'The end date cannot be before the start date'],
      [{ startDate: '2000-01-01', endDate: '2027-12-31' }, 'The date range can be at most 10 years'],
    ];
    for (const [fields, message] of cases) {
      const res = await call(ctx, getActivityList, fields);
      expect(res.body.result).toBe(0);
      expect(res.body.msg).toBe(message);
    }
  });
});

describe('POST config/getTypes', () => {
  beforeAll(async () => {
    await setConfigPage(ctx.deps, 1, '<h2>Repair guide</h2><p>Steps</p>');
    await setConfigPage(ctx.deps, 2, '<h2>Order policy</h2><p onclick="steal()">48 hours</p><script>x</script>');
    await setConfigPage(ctx.deps, 4, '<h2>Support policy</h2>');
  });

  it('answers the asked pages in the order asked, each once, sanitised', async () => {
    const res = await call(ctx, getConfigTypes, { types: [4, 2, 4] });
    expect(res.body.data).toEqual([
      { type: 4, content: '<h2>Support policy</h2>' },
      { type: 2, content: '<h2>Order policy</h2><p>48 hours</p>' },
    ]);
  });

  it('leaves out a page that has not been written', async () => {
    const res = await call(ctx, getConfigTypes, { types: [3] });
    expect(res.body).toMatchObject({ result: 1, data: [] });
  });

  it('refuses types outside 1..4 and an empty list', async () => {
    for (const types of [[], [0], [5], [1, 2, 3, 4, 1]]) {
      const res = await call(ctx, getConfigTypes, { types });
      expect(res.body).toMatchObject({ result: 0, msg: 'The types must be 1 to 4' });
    }
  });

  it('names the vendor as the brand and the company details say, and follows a rename at once', async () => {
    await setConfigPage(
      ctx.deps,
      3,
      '<p>{{shopName}} is run by {{companyName}}, {{companyAddress}}. Write to <a href="mailto:{{supportEmail}}">{{supportEmail}}</a> or call {{supportPhone}}. {{unknown}} stays.</p>',
    );
    await setTestBrand(ctx, { shopName: 'Fjord <Hash> & Co' });
    const terms = (await call(ctx, getConfigTypes, { types: [3] })).body.data[0]!.content;
    const { company } = await readShopSettings(ctx.deps);
    expect(terms).toBe(
      `<p>Fjord &lt;Hash&gt; &amp; Co is run by ${company.name}, ${company.address}. Write to <a href="mailto:help@northwind.example">help@northwind.example</a> or call +44 20 7946 0000. {{unknown}} stays.</p>`,
    );
    await setTestBrand(ctx, { shopName: 'Fjord Hash' });
    expect((await call(ctx, getConfigTypes, { types: [3] })).body.data[0]!.content).toMatch(/^<p>Fjord Hash is run by/);
  });

  it('updates a page in place and serves the new text at once', async () => {
    await call(ctx, getConfigTypes, { types: [1] });
    await setConfigPage(ctx.deps, 1, '<h2>Repair guide v2</h2>');
    expect((await call(ctx, getConfigTypes, { types: [1] })).body.data[0]?.content).toBe('<h2>Repair guide v2</h2>');
  });
});

describe('the HTML allowlist', () => {
  it('keeps structure, tables, safe links and images, and drops everything that can run', () => {
    const out = sanitizeHtml(
      [
        '<h3 style="color:red">Title</h3>',
        '<table class="spec-table"><tr><th scope="row">Power</th><td colspan="2">3500 W</td></tr></table>',
        '<a href="https://pool.example.com">pool</a>',
        '<a href="/support/question">FAQ</a>',
        '<a href="data:text/html,<script>alert(1)</script>">data</a>',
        '<img src="javascript:alert(1)">',
        '<svg onload="alert(1)"><circle/></svg>',
        '<form action="https://evil"><input name="card"></form>',
        '<style>body{display:none}</style>',
        '<p class="lead stolen-layout-class">text</p>',
      ].join(''),
    );
    expect(out).toContain('<h3>Title</h3>');
    expect(out).toContain('<th scope="row">Power</th><td colspan="2">3500 W</td>');
    expect(out).toContain(
      '<a href="https://pool.example.com" target="_blank" rel="noopener noreferrer nofollow">pool</a>',
    );
    expect(out).toContain('<a href="/support/question">FAQ</a>');
    expect(out).toContain('<p class="lead">text</p>');
    expect(out).not.toMatch(/script|javascript:|onload|<form|<input|<style|data:|<svg|style=/i);
  });
});
