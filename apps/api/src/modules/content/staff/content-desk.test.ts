import { getNews, getNewsPager } from '@hashforge/contract';
import { createNews, deleteNews, listNewsForStaff, updateNews } from '@hashforge/contract/admin/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, type StaffSession, signInStaff } from '../../../../test/support/admin.ts';
import { call } from '../../../../test/support/call.ts';
import { createTestContext, type TestContext } from '../../../../test/support/test-app.ts';

let ctx: TestContext;
let merchandiser: StaffSession;

beforeAll(async () => {
  ctx = await createTestContext();
  merchandiser = await signInStaff(ctx, await createTestStaff(ctx, 'merchandiser'));
});
afterAll(() => ctx.close());

const shopTitles = async (type: number) =>
  (await call(ctx, getNewsPager, { page: 1, limit: 50, type })).body.data.list.map((n) => n.title);

describe('the content desk', () => {
  it('news/create shows in news/getPager at once, sanitised; update, schedule and delete show at once too', async () => {
    // Warm the shop's answer cache first.
    expect(await shopTitles(4)).not.toContain('Holiday hours');
    const created = await adminCall(
      ctx,
      createNews,
      {
        type: 4,
        title: 'Holiday hours',
        summary: 'Closed on the 25th',
        content: '<p>We are closed.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      },
      { session: merchandiser },
    );
    expect(created.body.result, created.body.msg).toBe(1);
    const id = created.body.data.id;
    expect(await shopTitles(4)).toContain('Holiday hours');
    const detail = await call(ctx, getNews, { id });
    expect(detail.body.data.content).toContain('We are closed.');
    expect(detail.body.data.content).not.toMatch(/script|onerror/);

    await adminCall(ctx, updateNews, { id, title: 'Holiday opening hours' }, { session: merchandiser });
    expect(await shopTitles(4)).toContain('Holiday opening hours');

    // Scheduled: off the shop until its time, still in the desk's list.
    const later = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    await adminCall(ctx, updateNews, { id, releaseTime: later }, { session: merchandiser });
    expect(await shopTitles(4)).not.toContain('Holiday opening hours');
    const staffList = await adminCall(
      ctx,
      listNewsForStaff,
      { page: 1, limit: 20, type: 4 },
      { session: merchandiser },
    );
    expect(staffList.body.data.list.find((n) => n.id === id)).toMatchObject({ published: false });

    await adminCall(ctx, deleteNews, { id }, { session: merchandiser });
    expect((await call(ctx, getNews, { id })).body.result).toBe(0);
    const audit = await ctx.deps.prisma.auditEvent.findMany({ where: { entityType: 'news', entityId: String(id) } });
    expect(audit.map((a) => a.action)).toEqual([
      'content.news.create',
      'content.news.update',
      'content.news.update',
      'content.news.delete',
    ]);
  });

  it('refuses a video without an embeddable URL', async () => {
    const res = await adminCall(
      ctx,
      createNews,
      { type: 2, title: 'Unboxing', summary: '', content: '', videoUrl: 'https://evil.example/v' },
      { session: merchandiser },
    );
    expect(res.body).toMatchObject({ result: 0 });
  });
});
