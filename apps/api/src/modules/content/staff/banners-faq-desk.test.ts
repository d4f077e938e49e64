import { getActivityList, getBannerList, getConfigTypes, getQuestionPager } from '@hashforge/contract';
import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { contentDesk } from '@hashforge/contract/admin/content';
import { PERMISSION_DENIED } from '@hashforge/contract/admin/messages';
import { describe, expect, it } from 'vitest';
import { adminUpload } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { TINY_PNG } from '#api/test/support/factories/buying.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { updateShopSettings } from '../../settings/update-settings.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');
/** A second merchandiser, who edits while the first one's list is open. */
const editor = useStaffSession(ctx, 'merchandiser');
/** A role without content.write. */
const support = useStaffSession(ctx, 'support');

describe('banners and FAQ on the content desk', () => {
  it("creates, changes and deletes a banner; the shop's banner/getList follows at once", async () => {
    const before = (await call(ctx, getBannerList, { type: 1 })).body.data.length;
    const created = await merchandiser.call(contentDesk.saveBanner, {
      mediaUrl: '/images/black-friday.jpg',
      jumpUrl: '/product/HF-X9',
      sort: -1,
    });
    expect(created.body.result, created.body.msg).toBe(1);
    const shop = (await call(ctx, getBannerList, { type: 1 })).body.data;
    expect(shop).toHaveLength(before + 1);
    expect(JSON.stringify(shop)).toContain('/images/black-friday.jpg');
    const bad = await merchandiser.call(contentDesk.saveBanner, { mediaUrl: '/x.jpg', jumpUrl: 'javascript:alert(1)' });
    expect(bad.body.result).toBe(0);
    await merchandiser.call(contentDesk.saveBanner, { id: created.body.data.id, mediaUrl: '/images/cyber-monday.jpg' });
    expect(JSON.stringify((await call(ctx, getBannerList, { type: 1 })).body.data)).toContain('cyber-monday');
    const staffList = await merchandiser.call(contentDesk.listBanners, {});
    expect(staffList.body.data.list.some((b) => b.id === created.body.data.id)).toBe(true);
    await merchandiser.call(contentDesk.deleteBanner, { id: created.body.data.id });
    expect((await call(ctx, getBannerList, { type: 1 })).body.data).toHaveLength(before);
  });

  it('adds and edits an FAQ entry with a sanitised answer; the shop lists it at once', async () => {
    const titles = async () =>
      (await call(ctx, getQuestionPager, { page: 1, limit: 100 })).body.data.list.map((q) => JSON.stringify(q));
    expect((await titles()).join()).not.toContain('How long does a repair take?');
    const saved = await merchandiser.call(contentDesk.saveFaq, {
      content: 'How long does a repair take?',
      answerContent: '<p>About two weeks.</p><script>x()</script>',
      hot: true,
    });
    expect(saved.body.data).toMatchObject({ hot: true, answerContent: '<p>About two weeks.</p>' });
    expect((await titles()).join()).toContain('How long does a repair take?');
    await merchandiser.call(contentDesk.saveFaq, {
      id: saved.body.data.id,
      content: 'How long does a repair take?',
      answerContent: '<p>Ten days.</p>',
    });
    expect((await titles()).join()).toContain('Ten days.');
    expect((await merchandiser.call(contentDesk.listFaqs, {})).body.data.list.length).toBeGreaterThan(0);
    await merchandiser.call(contentDesk.deleteFaq, { id: saved.body.data.id });
    expect((await titles()).join()).not.toContain('Ten days.');
  });
});

describe('policy pages and the activity calendar on the content desk', () => {
  it('the editor reads a page with its placeholders as written, while the shop fills them in', async () => {
    await updateShopSettings(ctx.deps, null, {
      company: {
        name: 'Northwind Mining Limited',
        address: '4 Quay Street',
        email: 'help@northwind.example',
        phone: '+64 9 555 0101',
      },
    });
    const text = '<p>{{shopName}} is run by {{companyName}}.</p>';
    await merchandiser.call(contentDesk.savePolicyPage, { type: 3, content: text });
    const listed = await merchandiser.call(contentDesk.listPolicyPages, {});
    expect(listed.body.data.find((p) => p.type === 3)).toEqual({ type: 3, content: text });
    const shown = (await call(ctx, getConfigTypes, { types: [3] })).body.data[0]!.content;
    expect(shown).not.toContain('{{');
    expect(shown).toMatch(/^<p>\S.* is run by Northwind Mining Limited\.<\/p>$/);
  });

  it('saves a policy page (sanitised) and a calendar activity; config/getTypes and the calendar follow at once', async () => {
    await call(ctx, getConfigTypes, { types: [2] });
    const page = await merchandiser.call(contentDesk.savePolicyPage, {
      type: 2,
      content: '<p>Orders ship in 3 days.</p><iframe src="https://evil.example"></iframe>',
    });
    expect(page.body.data.content).toBe('<p>Orders ship in 3 days.</p>');
    const shopPage = await call(ctx, getConfigTypes, { types: [2] });
    expect(shopPage.body.data).toEqual([{ type: 2, content: '<p>Orders ship in 3 days.</p>' }]);

    const range = { startDate: '2026-12-01', endDate: '2026-12-31' };
    const before = (await call(ctx, getActivityList, range)).body.data.length;
    const saved = await merchandiser.call(contentDesk.saveActivity, {
      time: '2026-12-10',
      title: 'HashForge at Bitcoin Expo',
      startTime: '2026-12-10T09:00:00Z',
      endTime: '2026-12-11T17:00:00Z',
      url: 'https://expo.example/hashforge',
      isSelf: true,
    });
    expect(saved.body.result, saved.body.msg).toBe(1);
    const shop = (await call(ctx, getActivityList, range)).body.data;
    expect(shop).toHaveLength(before + 1);
    expect(shop.find((a) => a.title === 'HashForge at Bitcoin Expo')).toMatchObject({ isSelf: 1 });
    await merchandiser.call(contentDesk.deleteActivity, { id: saved.body.data.id });
    expect((await call(ctx, getActivityList, range)).body.data).toHaveLength(before);
  });
});

describe('links staff put in front of buyers', () => {
  /** Each opens another site in a browser, or is no https:// link. */
  const offSite = [
    '//evil.example/login',
    '/\\evil.example/login',
    '/\t/evil.example/login',
    '/\n/evil.example/login',
    'http://evil.example/login',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://hashforge.example@evil.example/login',
    'evil.example/login',
  ];
  const bannerCount = () => ctx.deps.prisma.banner.count();
  const activityCount = () => ctx.deps.prisma.activity.count();
  const newsCount = () => ctx.deps.prisma.news.count();
  const activity = (url: string) => ({
    time: '2026-12-10',
    title: 'Link check',
    startTime: '2026-12-10T09:00:00Z',
    endTime: '2026-12-10T17:00:00Z',
    url,
  });

  it('banners/save and activities/save refuse a link to another site and change nothing', async () => {
    const banners = await bannerCount();
    const activities = await activityCount();
    for (const link of offSite) {
      const banner = await merchandiser.call(contentDesk.saveBanner, { mediaUrl: '/images/sale.jpg', jumpUrl: link });
      expect(banner.body, `jumpUrl ${JSON.stringify(link)}`).toMatchObject({
        result: 0,
        data: { errors: [{ path: 'jumpUrl', message: 'A page of this shop (/...) or an https:// link' }] },
      });
      const saved = await merchandiser.call(contentDesk.saveActivity, activity(link));
      expect(saved.body, `url ${JSON.stringify(link)}`).toMatchObject({
        result: 0,
        data: { errors: [{ path: 'url', message: 'A page of this shop (/...) or an https:// link' }] },
      });
    }
    expect(await bannerCount()).toBe(banners);
    expect(await activityCount()).toBe(activities);
  });

  it('banners/save and activities/save take a page of the shop and an https:// link', async () => {
    for (const link of ['/product-list', '/productDetail/HF-S21-FORGE?tab=specs', 'https://expo.example/hashforge']) {
      const banner = await merchandiser.call(contentDesk.saveBanner, { mediaUrl: '/images/sale.jpg', jumpUrl: link });
      expect(banner.body.result, `${link}: ${banner.body.msg}`).toBe(1);
      expect(banner.body.data.jumpUrl).toBe(link);
      const saved = await merchandiser.call(contentDesk.saveActivity, activity(link));
      expect(saved.body.result, `${link}: ${saved.body.msg}`).toBe(1);
    }
    const none = await merchandiser.call(contentDesk.saveBanner, { mediaUrl: '/images/sale.jpg', jumpUrl: '' });
    expect(none.body.data.jumpUrl).toBe('');
  });

  it('a banner image and a news cover are an upload, a page of the shop or an https:// link', async () => {
    const banners = await bannerCount();
    const news = await newsCount();
    for (const ref of ['//evil.example/pixel.png', '/\\evil.example/pixel.png', 'http://evil.example/pixel.png']) {
      const banner = await merchandiser.call(contentDesk.saveBanner, { mediaUrl: ref });
      expect(banner.body, `mediaUrl ${ref}`).toMatchObject({ result: 0, data: { errors: [{ path: 'mediaUrl' }] } });
      const item = await merchandiser.call(contentDesk.createNews, {
        type: 1,
        title: 'Cover check',
        summary: '',
        content: '<p>x</p>',
        cover: ref,
      });
      expect(item.body, `cover ${ref}`).toMatchObject({ result: 0, data: { errors: [{ path: 'cover' }] } });
    }
    expect(await bannerCount()).toBe(banners);
    expect(await newsCount()).toBe(news);
    // An upload is a public image files/upload stored (files/attach-files.ts): its key, not any key.
    const uploaded = await adminUpload(ctx, catalogDesk.uploadFile, merchandiser, [
      { name: 'file', value: TINY_PNG, filename: 'banner.png', type: 'image/png' },
    ]);
    expect(uploaded.body.result, uploaded.body.msg).toBe(1);
    for (const ref of [uploaded.body.data.storageKey, '/images/sale.jpg', 'https://cdn.example/banner.png']) {
      const banner = await merchandiser.call(contentDesk.saveBanner, { mediaUrl: ref });
      expect(banner.body.result, `${ref}: ${banner.body.msg}`).toBe(1);
    }
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
    const created = await merchandiser.call(contentDesk.saveBanner, {
      mediaUrl: '/images/spring-sale.jpg',
      jumpUrl: '/products',
      sort: 3,
    });
    expect(created.body.result, created.body.msg).toBe(1);
    expect(created.body.data.published).toBe(true);
    const id = created.body.data.id;
    expect(await shopMedia()).toContain('spring-sale'); // the answer is cached now

    const row = { id, mediaUrl: '/images/spring-sale.jpg', jumpUrl: '/products', sort: 3 };
    const hidden = await merchandiser.call(contentDesk.saveBanner, { ...row, published: false });
    expect(hidden.body.data).toMatchObject({ id, published: false });
    expect(await shopMedia()).not.toContain('spring-sale');
    const staffRow = async () =>
      (await merchandiser.call(contentDesk.listBanners, {})).body.data.list.find((b) => b.id === id);
    expect(await staffRow()).toMatchObject({ mediaUrl: '/images/spring-sale.jpg', published: false });

    // A save that leaves the flag out keeps the draft a draft.
    await merchandiser.call(contentDesk.saveBanner, { ...row, sort: 4 });
    expect(await staffRow()).toMatchObject({ sort: 4, published: false });
    expect(await shopMedia()).not.toContain('spring-sale');

    await merchandiser.call(contentDesk.saveBanner, { ...row, sort: 4, published: true });
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
    expect(staffIds.every((a) => a.staffId === merchandiser.staff.id)).toBe(true);
  });

  it('faq/save published false takes an entry off question/answer/getPager at once; true brings it back', async () => {
    const shop = async () => (await call(ctx, getQuestionPager, { page: 1, limit: 100 })).body.data;
    const entry = {
      content: 'Can I pick up my order?',
      answerContent: '<p>Yes, at the Shenzhen office.</p>',
      hot: true,
    };
    const saved = await merchandiser.call(contentDesk.saveFaq, entry);
    expect(saved.body.result, saved.body.msg).toBe(1);
    expect(saved.body.data.published).toBe(true);
    const id = saved.body.data.id;
    const before = await shop();
    expect(before.list.some((q) => q.id === id)).toBe(true);

    const hidden = await merchandiser.call(contentDesk.saveFaq, { id, ...entry, published: false });
    expect(hidden.body.data).toMatchObject({ id, published: false });
    const without = await shop();
    expect(without.list.some((q) => q.id === id)).toBe(false);
    expect(without.total).toBe(before.total - 1);
    const staffRow = async () =>
      (await merchandiser.call(contentDesk.listFaqs, {})).body.data.list.find((f) => f.id === id);
    expect(await staffRow()).toMatchObject({ content: 'Can I pick up my order?', hot: true, published: false });

    await merchandiser.call(contentDesk.saveFaq, { id, ...entry, published: true });
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
    const saved = await merchandiser.call(contentDesk.saveActivity, { ...activity, published: false });
    expect(saved.body.result, saved.body.msg).toBe(1);
    const id = saved.body.data.id;
    expect(saved.body.data.published).toBe(false);
    expect(await calendar()).not.toContain('Mining Summit booth');
    const staffRow = async () =>
      (await merchandiser.call(contentDesk.listActivities, { page: 1, limit: 50 })).body.data.list.find(
        (a) => a.id === id,
      );
    expect(await staffRow()).toMatchObject({ title: 'Mining Summit booth', published: false });

    await merchandiser.call(contentDesk.saveActivity, { id, ...activity, published: true });
    expect(await calendar()).toContain('Mining Summit booth');
    await merchandiser.call(contentDesk.saveActivity, { id, ...activity, published: false });
    expect(await calendar()).not.toContain('Mining Summit booth');
    expect(await staffRow()).toMatchObject({ published: false });

    expect(await auditOf('activity', id)).toEqual([
      ['content.activity.create', null, expect.objectContaining({ published: false })],
      ['content.activity.update', { published: false }, expect.objectContaining({ published: true })],
      ['content.activity.update', { published: true }, expect.objectContaining({ published: false })],
    ]);
  });
});

describe('banners/publish, faq/publish and activities/publish: the flag alone', () => {
  const auditOf = async (entityType: string, id: number) =>
    (
      await ctx.deps.prisma.auditEvent.findMany({
        where: { entityType, entityId: String(id) },
        orderBy: { id: 'asc' },
      })
    ).map((a) => ({ action: a.action, staffId: a.staffId, before: a.before, after: a.after }));

  it('banners/publish leaves a text edit made after the list was loaded as it is; audited; banner/getList follows', async () => {
    const shopMedia = async () => JSON.stringify((await call(ctx, getBannerList, { type: 1 })).body.data);
    const created = await merchandiser.call(contentDesk.saveBanner, {
      mediaUrl: '/images/old-promo.jpg',
      jumpUrl: '/old',
      sort: 7,
    });
    const id = created.body.data.id;
    // The merchandiser's list shows the banner as it was; meanwhile the editor changes its image and link.
    const listed = (await merchandiser.call(contentDesk.listBanners, {})).body.data.list.find((b) => b.id === id);
    expect(listed).toMatchObject({ mediaUrl: '/images/old-promo.jpg', published: true });
    const edited = await editor.call(contentDesk.saveBanner, {
      id,
      mediaUrl: '/images/new-promo.jpg',
      jumpUrl: '/new',
      sort: 2,
    });
    expect(edited.body.result, edited.body.msg).toBe(1);
    expect(await shopMedia()).toContain('new-promo'); // the shop's answer is cached now

    // The toggle from the older list sends only the flag.
    const off = await merchandiser.call(contentDesk.publishBanner, { id, published: false });
    expect(off.body.result, off.body.msg).toBe(1);
    expect(off.body.data).toEqual({
      id,
      type: 1,
      mediaUrl: '/images/new-promo.jpg',
      jumpUrl: '/new',
      sort: 2,
      published: false,
    });
    expect(await ctx.deps.prisma.banner.findUniqueOrThrow({ where: { id } })).toMatchObject({
      mediaUrl: '/images/new-promo.jpg',
      jumpUrl: '/new',
      sort: 2,
      published: false,
    });
    expect(await shopMedia()).not.toContain('new-promo');

    // A repeat changes nothing and says so; it records nothing.
    const again = await merchandiser.call(contentDesk.publishBanner, { id, published: false });
    expect(again.body).toMatchObject({ result: 0, msg: 'This banner is already a draft' });

    const on = await merchandiser.call(contentDesk.publishBanner, { id, published: true });
    expect(on.body.data).toMatchObject({ mediaUrl: '/images/new-promo.jpg', published: true });
    expect(await shopMedia()).toContain('new-promo');

    const audit = await auditOf('banner', id);
    expect(audit.map((a) => a.action)).toEqual([
      'content.banner.create',
      'content.banner.update',
      'content.banner.unpublish',
      'content.banner.publish',
    ]);
    expect(audit[2]).toEqual({
      action: 'content.banner.unpublish',
      staffId: merchandiser.staff.id,
      before: { published: true },
      after: { published: false },
    });
    expect(audit[3]).toMatchObject({ before: { published: false }, after: { published: true } });

    const missing = await merchandiser.call(contentDesk.publishBanner, { id: 2_000_000_000, published: true });
    expect(missing.body).toMatchObject({ result: 0, msg: 'Banner not found' });
  });

  it('faq/publish keeps a newer answer; of two clicks at once one changes the flag and one is told; audited once', async () => {
    const shop = async () => (await call(ctx, getQuestionPager, { page: 1, limit: 100 })).body.data.list;
    const saved = await merchandiser.call(contentDesk.saveFaq, {
      content: 'Do you ship to Chile?',
      answerContent: '<p>Not yet.</p>',
    });
    const id = saved.body.data.id;
    await editor.call(contentDesk.saveFaq, {
      id,
      content: 'Do you ship to Chile?',
      answerContent: '<p>Yes, since March.</p>',
      hot: true,
    });
    expect(JSON.stringify(await shop())).toContain('Yes, since March.');

    const [a, b] = await Promise.all([
      merchandiser.call(contentDesk.publishFaq, { id, published: false }),
      editor.call(contentDesk.publishFaq, { id, published: false }),
    ]);
    expect([a.body.result, b.body.result].sort()).toEqual([0, 1]);
    expect([a.body.msg, b.body.msg]).toContain('This FAQ entry is already a draft');
    expect((a.body.result === 1 ? a : b).body.data).toEqual({
      id,
      content: 'Do you ship to Chile?',
      answerContent: '<p>Yes, since March.</p>',
      hot: true,
      sort: 0,
      published: false,
    });
    expect((await shop()).some((q) => q.id === id)).toBe(false);

    await merchandiser.call(contentDesk.publishFaq, { id, published: true });
    const back = (await shop()).find((q) => q.id === id);
    expect(JSON.stringify(back)).toContain('Yes, since March.');

    const audit = await auditOf('faq', id);
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['content.faq.create', null, expect.objectContaining({ published: true })],
      ['content.faq.update', null, expect.not.objectContaining({ published: expect.anything() })],
      ['content.faq.unpublish', { published: true }, { published: false }],
      ['content.faq.publish', { published: false }, { published: true }],
    ]);
  });

  it("activities/publish keeps a newer title and takes the activity off and on the shop's calendar", async () => {
    const range = { startDate: '2027-02-01', endDate: '2027-02-28' };
    const calendar = async () => (await call(ctx, getActivityList, range)).body.data.map((a) => a.title);
    const activity = {
      time: '2027-02-20',
      title: 'Open day',
      startTime: '2027-02-20T09:00:00Z',
      endTime: '2027-02-20T17:00:00Z',
      isSelf: true,
    };
    const saved = await merchandiser.call(contentDesk.saveActivity, { ...activity, published: false });
    const id = saved.body.data.id;
    await editor.call(contentDesk.saveActivity, { id, ...activity, title: 'Open day and repair clinic' });
    expect(await calendar()).not.toContain('Open day and repair clinic');

    const on = await merchandiser.call(contentDesk.publishActivity, { id, published: true });
    expect(on.body.result, on.body.msg).toBe(1);
    expect(on.body.data).toMatchObject({ id, title: 'Open day and repair clinic', isSelf: true, published: true });
    expect(await calendar()).toContain('Open day and repair clinic');

    const off = await merchandiser.call(contentDesk.publishActivity, { id, published: false });
    expect(off.body.data).toMatchObject({ title: 'Open day and repair clinic', published: false });
    expect(await calendar()).not.toContain('Open day and repair clinic');

    const audit = await auditOf('activity', id);
    expect(audit.slice(2)).toEqual([
      {
        action: 'content.activity.publish',
        staffId: merchandiser.staff.id,
        before: { published: false },
        after: { published: true },
      },
      {
        action: 'content.activity.unpublish',
        staffId: merchandiser.staff.id,
        before: { published: true },
        after: { published: false },
      },
    ]);
  });

  it('refuses a role without content.write, changes nothing and audits the refusal', async () => {
    const banner = await ctx.deps.prisma.banner.create({ data: { mediaUrl: '/images/guarded.jpg' } });
    const faq = await ctx.deps.prisma.faq.create({ data: { content: 'Guarded?', answerContent: 'Yes.' } });
    const activity = await ctx.deps.prisma.activity.create({
      data: { time: new Date('2027-03-01'), title: 'Guarded', startTime: new Date(), endTime: new Date() },
    });
    for (const [call, id, path] of [
      [contentDesk.publishBanner, banner.id, 'banners/publish'],
      [contentDesk.publishFaq, faq.id, 'faq/publish'],
      [contentDesk.publishActivity, activity.id, 'activities/publish'],
    ] as const) {
      const refused = await support.call(call, { id, published: false });
      expect(refused.body).toMatchObject({ result: 0, msg: PERMISSION_DENIED });
      expect(
        await ctx.deps.prisma.auditEvent.count({ where: { staffId: support.staff.id, action: `denied.${path}` } }),
      ).toBe(1);
    }
    expect((await ctx.deps.prisma.banner.findUniqueOrThrow({ where: { id: banner.id } })).published).toBe(true);
    expect((await ctx.deps.prisma.faq.findUniqueOrThrow({ where: { id: faq.id } })).published).toBe(true);
    expect((await ctx.deps.prisma.activity.findUniqueOrThrow({ where: { id: activity.id } })).published).toBe(true);
  });
});
