import { getNews, getNewsPager } from '@hashforge/contract';
import type { AdminRequest } from '@hashforge/contract/admin/call';
import { contentDesk } from '@hashforge/contract/admin/content';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');

const shopTitles = async (type: number) =>
  (await call(ctx, getNewsPager, { page: 1, limit: 50, type })).body.data.list.map((n) => n.title);

type NewsItem = AdminRequest<typeof contentDesk.createNews>;

/**
 * A news item the merchandiser adds through news/create, which must succeed; answers its id. The
 * summary and body are placeholders unless the test is about them.
 */
async function createNews(item: Pick<NewsItem, 'type' | 'title'> & Partial<NewsItem>): Promise<number> {
  const created = await merchandiser.call(contentDesk.createNews, { summary: '', content: '<p>Details.</p>', ...item });
  expect(created.body.result, created.body.msg).toBe(1);
  return created.body.data.id;
}

describe('the content desk', () => {
  it('news/create shows in news/getPager at once, sanitised; update, schedule and delete show at once too', async () => {
    // Warm the shop's answer cache first.
    expect(await shopTitles(4)).not.toContain('Holiday hours');
    const id = await createNews({
      type: 4,
      title: 'Holiday hours',
      summary: 'Closed on the 25th',
      content: '<p>We are closed.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    });
    expect(await shopTitles(4)).toContain('Holiday hours');
    const detail = await call(ctx, getNews, { id });
    expect(detail.body.data.content).toContain('We are closed.');
    expect(detail.body.data.content).not.toMatch(/script|onerror/);

    await merchandiser.call(contentDesk.updateNews, { id, title: 'Holiday opening hours' });
    expect(await shopTitles(4)).toContain('Holiday opening hours');

    // Scheduled: off the shop until its time, still in the desk's list.
    const later = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    await merchandiser.call(contentDesk.updateNews, { id, releaseTime: later });
    expect(await shopTitles(4)).not.toContain('Holiday opening hours');
    const staffList = await merchandiser.call(contentDesk.listNews, { page: 1, limit: 20, type: 4 });
    expect(staffList.body.data.list.find((n) => n.id === id)).toMatchObject({ published: true, scheduled: true });

    await merchandiser.call(contentDesk.deleteNews, { id });
    expect((await call(ctx, getNews, { id })).body.result).toBe(0);
    const audit = await ctx.deps.prisma.auditEvent.findMany({ where: { entityType: 'news', entityId: String(id) } });
    expect(audit.map((a) => a.action)).toEqual([
      'content.news.create',
      'content.news.update',
      'content.news.update',
      'content.news.delete',
    ]);
  });

  it('news/update published false hides an item from news/getPager and news/get at once; true brings it back', async () => {
    const id = await createNews({ type: 1, title: 'Firmware 2.4 released' });
    // Warm the shop's answer cache with the item in it.
    expect(await shopTitles(1)).toContain('Firmware 2.4 released');
    expect((await call(ctx, getNews, { id })).body.data.title).toBe('Firmware 2.4 released');
    const missing = await call(ctx, getNews, { id: 987_654 });
    expect(missing.body.result).toBe(0);

    const hidden = await merchandiser.call(contentDesk.updateNews, { id, published: false });
    expect(hidden.body.result, hidden.body.msg).toBe(1);
    expect(await shopTitles(1)).not.toContain('Firmware 2.4 released');
    // A draft's detail answers exactly as a missing item's does.
    const draft = await call(ctx, getNews, { id });
    expect(draft.body).toEqual(missing.body);
    const staffRow = async () =>
      (await merchandiser.call(contentDesk.listNews, { page: 1, limit: 50, type: 1 })).body.data.list.find(
        (n) => n.id === id,
      );
    expect(await staffRow()).toMatchObject({ title: 'Firmware 2.4 released', published: false, scheduled: false });

    // An edit that leaves the flag out keeps the draft a draft.
    await merchandiser.call(contentDesk.updateNews, { id, summary: 'Faster boot, fewer restarts' });
    expect(await shopTitles(1)).not.toContain('Firmware 2.4 released');

    await merchandiser.call(contentDesk.updateNews, { id, published: true });
    expect(await shopTitles(1)).toContain('Firmware 2.4 released');
    expect((await call(ctx, getNews, { id })).body.result).toBe(1);
    expect(await staffRow()).toMatchObject({ published: true });

    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { entityType: 'news', entityId: String(id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['content.news.create', null, expect.objectContaining({ published: true })],
      ['content.news.update', { published: true }, { published: false }],
      ['content.news.update', null, { summary: 'Faster boot, fewer restarts' }],
      ['content.news.update', { published: false }, { published: true }],
    ]);
    expect(audit.every((a) => a.staffId === merchandiser.staff.id)).toBe(true);
  });

  it('news/create with published false keeps a draft off the shop from the start', async () => {
    const id = await createNews({ type: 4, title: 'Draft notice', published: false });
    expect(await shopTitles(4)).not.toContain('Draft notice');
    expect((await call(ctx, getNews, { id })).body.result).toBe(0);
  });

  it('refuses a video without an embeddable URL', async () => {
    const res = await merchandiser.call(contentDesk.createNews, {
      type: 2,
      title: 'Unboxing',
      summary: '',
      content: '',
      videoUrl: 'https://evil.example/v',
    });
    expect(res.body).toMatchObject({ result: 0 });
  });
});
