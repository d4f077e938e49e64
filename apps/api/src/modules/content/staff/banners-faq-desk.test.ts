import { getActivityList, getBannerList, getConfigTypes, getQuestionPager } from '@hashforge/contract';
import {
  deleteActivity,
  deleteBanner,
  deleteFaq,
  listBanners,
  listFaqs,
  saveActivity,
  saveBanner,
  saveFaq,
  savePolicyPage,
} from '@hashforge/contract/admin/content';
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
