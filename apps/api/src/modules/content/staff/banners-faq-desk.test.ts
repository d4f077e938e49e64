import { getActivityList, getBannerList, getConfigTypes, getQuestionPager } from '@hashforge/contract';
import {
  deleteActivity,
  deleteBanner,
  deleteFaq,
  listActivities,
  listBanners,
  listFaqs,
  saveActivity,
  saveBanner,
  saveFaq,
  savePolicyPage,
} from '@hashforge/contract/admin/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCall,
  createTestStaff,
  type StaffSession,
  signInStaff,
  type TestStaff,
} from '../../../../test/support/admin.ts';
import { call } from '../../../../test/support/call.ts';
import { createTestContext, type TestContext } from '../../../../test/support/test-app.ts';

let ctx: TestContext;
let merchandiserStaff: TestStaff;
let merchandiser: StaffSession;

beforeAll(async () => {
  ctx = await createTestContext();
  merchandiserStaff = await createTestStaff(ctx, 'merchandiser');
  merchandiser = await signInStaff(ctx, merchandiserStaff);
});
afterAll(() => ctx.close());

describe('banners and FAQ on the content desk', () => {
  it("creates, changes and deletes a banner; the shop's banner/getList follows at once", async () => {
    const before = (await call(ctx, getBannerList, { type: 1 })).body.data.length;
    const created = await adminCall(
      ctx,
      saveBanner,
      { mediaUrl: '/images/black-friday.jpg', jumpUrl: '/product/HF-X9', sort: -1 },
      { session: merchandiser },
    );
    expect(created.body.result, created.body.msg).toBe(1);
    const shop = (await call(ctx, getBannerList, { type: 1 })).body.data;
    expect(shop).toHaveLength(before + 1);
    expect(JSON.stringify(shop)).toContain('/images/black-friday.jpg');
    const bad = await adminCall(
      ctx,
      saveBanner,
      { mediaUrl: '/x.jpg', jumpUrl: 'javascript:alert(1)' },
      {
        session: merchandiser,
      },
    );
    expect(bad.body.result).toBe(0);
    await adminCall(
      ctx,
      saveBanner,
      { id: created.body.data.id, mediaUrl: '/images/cyber-monday.jpg' },
      {
        session: merchandiser,
      },
    );
    expect(JSON.stringify((await call(ctx, getBannerList, { type: 1 })).body.data)).toContain('cyber-monday');
    const staffList = await adminCall(ctx, listBanners, {}, { session: merchandiser });
    expect(staffList.body.data.list.some((b) => b.id === created.body.data.id)).toBe(true);
    await adminCall(ctx, deleteBanner, { id: created.body.data.id }, { session: merchandiser });
    expect((await call(ctx, getBannerList, { type: 1 })).body.data).toHaveLength(before);
  });

  it('adds and edits an FAQ entry with a sanitised answer; the shop lists it at once', async () => {
    const titles = async () =>
      (await call(ctx, getQuestionPager, { page: 1, limit: 100 })).body.data.list.map((q) => JSON.stringify(q));
    expect((await titles()).join()).not.toContain('How long does a repair take?');
    const saved = await adminCall(
      ctx,
      saveFaq,
      {
        content: 'How long does a repair take?',
        answerContent: '<p>About two weeks.</p><script>x()</script>',
        hot: true,
      },
      { session: merchandiser },
    );
    expect(saved.body.data).toMatchObject({ hot: true, answerContent: '<p>About two weeks.</p>' });
    expect((await titles()).join()).toContain('How long does a repair take?');
    await adminCall(
      ctx,
      saveFaq,
      { id: saved.body.data.id, content: 'How long does a repair take?', answerContent: '<p>Ten days.</p>' },
      { session: merchandiser },
    );
    expect((await titles()).join()).toContain('Ten days.');
    expect((await adminCall(ctx, listFaqs, {}, { session: merchandiser })).body.data.list.length).toBeGreaterThan(0);
    await adminCall(ctx, deleteFaq, { id: saved.body.data.id }, { session: merchandiser });
    expect((await titles()).join()).not.toContain('Ten days.');
  });
});

describe('policy pages and the activity calendar on the content desk', () => {
  it('saves a policy page (sanitised) and a calendar activity; config/getTypes and the calendar follow at once', async () => {
    await call(ctx, getConfigTypes, { types: [2] });
    const page = await adminCall(
      ctx,
      savePolicyPage,
      { type: 2, content: '<p>Orders ship in 3 days.</p><iframe src="https://evil.example"></iframe>' },
      { session: merchandiser },
    );
    expect(page.body.data.content).toBe('<p>Orders ship in 3 days.</p>');
    const shopPage = await call(ctx, getConfigTypes, { types: [2] });
    expect(shopPage.body.data).toEqual([{ type: 2, content: '<p>Orders ship in 3 days.</p>' }]);

    const range = { startDate: '2026-12-01', endDate: '2026-12-31' };
    const before = (await call(ctx, getActivityList, range)).body.data.length;
    const saved = await adminCall(
      ctx,
      saveActivity,
      {
        time: '2026-12-10',
        title: 'HashForge at Bitcoin Expo',
        startTime: '2026-12-10T09:00:00Z',
        endTime: '2026-12-11T17:00:00Z',
        url: 'https://expo.example/hashforge',
        isSelf: true,
      },
      { session: merchandiser },
    );
    expect(saved.body.result, saved.body.msg).toBe(1);
    const shop = (await call(ctx, getActivityList, range)).body.data;
    expect(shop).toHaveLength(before + 1);
    expect(shop.find((a) => a.title === 'HashForge at Bitcoin Expo')).toMatchObject({ isSelf: 1 });
    await adminCall(ctx, deleteActivity, { id: saved.body.data.id }, { session: merchandiser });
    expect((await call(ctx, getActivityList, range)).body.data).toHaveLength(before);
  });
});

describe('publish and unpublish on the content desk', () => {
  /** The audit rows of one entity, oldest first, as [action, before, after]. */
  const auditOf = async (entityType: string, id: number) =>
    (
      await ctx.deps.prisma.auditEvent.findMany({
        where: { entityType, entityId: String(id) },
        orderBy: { id: 'asc' },
      })
    ).map((a) => [a.action, a.before, a.after]);

  it('banners/save published false takes a banner off banner/getList at once; true brings it back', async () => {
    const shopMedia = async () => JSON.stringify((await call(ctx, getBannerList, { type: 1 })).body.data);
    const created = await adminCall(
      ctx,
      saveBanner,
      { mediaUrl: '/images/spring-sale.jpg', jumpUrl: '/products', sort: 3 },
      { session: merchandiser },
    );
    expect(created.body.result, created.body.msg).toBe(1);
    expect(created.body.data.published).toBe(true);
    const id = created.body.data.id;
    expect(await shopMedia()).toContain('spring-sale'); // the answer is cached now

    const row = { id, mediaUrl: '/images/spring-sale.jpg', jumpUrl: '/products', sort: 3 };
    const hidden = await adminCall(ctx, saveBanner, { ...row, published: false }, { session: merchandiser });
    expect(hidden.body.data).toMatchObject({ id, published: false });
    expect(await shopMedia()).not.toContain('spring-sale');
    const staffRow = async () =>
      (await adminCall(ctx, listBanners, {}, { session: merchandiser })).body.data.list.find((b) => b.id === id);
    expect(await staffRow()).toMatchObject({ mediaUrl: '/images/spring-sale.jpg', published: false });

    // A save that leaves the flag out keeps the draft a draft.
    await adminCall(ctx, saveBanner, { ...row, sort: 4 }, { session: merchandiser });
    expect(await staffRow()).toMatchObject({ sort: 4, published: false });
    expect(await shopMedia()).not.toContain('spring-sale');

    await adminCall(ctx, saveBanner, { ...row, sort: 4, published: true }, { session: merchandiser });
    expect(await shopMedia()).toContain('spring-sale');
    expect(await staffRow()).toMatchObject({ published: true });

    const audit = await auditOf('banner', id);
    expect(audit).toHaveLength(4);
    expect(audit[0]).toEqual(['content.banner.create', null, expect.objectContaining({ published: true })]);
    expect(audit[1]).toEqual([
      'content.banner.update',
      { published: true },
      expect.objectContaining({ published: false }),
    ]);
    expect(audit[2]?.[2]).not.toHaveProperty('published');
    expect(audit[3]).toEqual([
      'content.banner.update',
      { published: false },
      expect.objectContaining({ published: true }),
    ]);
    const staffIds = await ctx.deps.prisma.auditEvent.findMany({
      where: { entityType: 'banner', entityId: String(id) },
      select: { staffId: true },
    });
    expect(staffIds.every((a) => a.staffId === merchandiserStaff.id)).toBe(true);
  });

  it('faq/save published false takes an entry off question/answer/getPager at once; true brings it back', async () => {
    const shop = async () => (await call(ctx, getQuestionPager, { page: 1, limit: 100 })).body.data;
    const entry = {
      content: 'Can I pick up my order?',
      answerContent: '<p>Yes, at the Shenzhen office.</p>',
      hot: true,
    };
    const saved = await adminCall(ctx, saveFaq, entry, { session: merchandiser });
    expect(saved.body.result, saved.body.msg).toBe(1);
    expect(saved.body.data.published).toBe(true);
    const id = saved.body.data.id;
    const before = await shop();
    expect(before.list.some((q) => q.id === id)).toBe(true);

    const hidden = await adminCall(ctx, saveFaq, { id, ...entry, published: false }, { session: merchandiser });
    expect(hidden.body.data).toMatchObject({ id, published: false });
    const without = await shop();
    expect(without.list.some((q) => q.id === id)).toBe(false);
    expect(without.total).toBe(before.total - 1);
    const staffRow = async () =>
      (await adminCall(ctx, listFaqs, {}, { session: merchandiser })).body.data.list.find((f) => f.id === id);
    expect(await staffRow()).toMatchObject({ content: 'Can I pick up my order?', hot: true, published: false });

    await adminCall(ctx, saveFaq, { id, ...entry, published: true }, { session: merchandiser });
    expect((await shop()).list.some((q) => q.id === id)).toBe(true);
    expect(await staffRow()).toMatchObject({ published: true });

    expect(await auditOf('faq', id)).toEqual([
      ['content.faq.create', null, expect.objectContaining({ published: true })],
      ['content.faq.update', { published: true }, expect.objectContaining({ published: false })],
      ['content.faq.update', { published: false }, expect.objectContaining({ published: true })],
    ]);
  });

  it('activities/save published false takes an activity off the calendar at once; true brings it back', async () => {
    const range = { startDate: '2027-01-01', endDate: '2027-01-31' };
    const calendar = async () => (await call(ctx, getActivityList, range)).body.data.map((a) => a.title);
    const activity = {
      time: '2027-01-15',
      title: 'Mining Summit booth',
      startTime: '2027-01-15T09:00:00Z',
      endTime: '2027-01-15T18:00:00Z',
      isSelf: false,
    };
    const saved = await adminCall(ctx, saveActivity, { ...activity, published: false }, { session: merchandiser });
    expect(saved.body.result, saved.body.msg).toBe(1);
    const id = saved.body.data.id;
    expect(saved.body.data.published).toBe(false);
    expect(await calendar()).not.toContain('Mining Summit booth');
    const staffRow = async () =>
      (await adminCall(ctx, listActivities, { page: 1, limit: 50 }, { session: merchandiser })).body.data.list.find(
        (a) => a.id === id,
      );
    expect(await staffRow()).toMatchObject({ title: 'Mining Summit booth', published: false });

    await adminCall(ctx, saveActivity, { id, ...activity, published: true }, { session: merchandiser });
    expect(await calendar()).toContain('Mining Summit booth');
    await adminCall(ctx, saveActivity, { id, ...activity, published: false }, { session: merchandiser });
    expect(await calendar()).not.toContain('Mining Summit booth');
    expect(await staffRow()).toMatchObject({ published: false });

    expect(await auditOf('activity', id)).toEqual([
      ['content.activity.create', null, expect.objectContaining({ published: false })],
      ['content.activity.update', { published: false }, expect.objectContaining({ published: true })],
      ['content.activity.update', { published: true }, expect.objectContaining({ published: false })],
    ]);
  });
});
