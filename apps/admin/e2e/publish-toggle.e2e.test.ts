import { getBannerList } from '@hashforge/contract';
import { callPath, DEFAULT_PROVIDER } from '@hashforge/contract/call';
import { expect, it } from 'vitest';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { adminShot, demoStaff, ensureAdminBuild, SERVER, staffLogin, useLaptop } from './support/admin.ts';

// A desk's Publish/Unpublish button sends the flag alone (banners/publish): a colleague's edit made
// after the list was loaded stays as they saved it, and the shop's banner/getList follows at once.

await ensureAdminBuild();

let shop: Shop;
let staff: ShopBrowser;

openShopForFile((open) => ({ shop, desktop: staff } = open), { phone: false });

/** The shop's home carousel as a visitor's browser asks for it. */
async function shopBanners(): Promise<string> {
  const response = await fetch(shop.url + callPath(getBannerList.path, DEFAULT_PROVIDER), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 1 }),
  });
  return JSON.stringify(((await response.json()) as { data: unknown }).data);
}

/** The merchandiser's banners desk, and the first published home banner on it. */
async function openBannersDesk() {
  const page = staff.page;
  const banner = await shop.deps.prisma.banner.findFirstOrThrow({
    where: { type: 1, published: true },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  });
  await staffLogin(page, demoStaff('merchandiser'));
  await page.goto('/admin/banners');
  return { page, banner, name: `Home carousel banner ${banner.mediaUrl}` };
}

it("Unpublish on the banners desk keeps a colleague's later edit and takes the banner off the shop; Publish brings it back", async () => {
  await useLaptop(staff);
  const { page, banner, name } = await openBannersDesk();
  const unpublish = page.getByRole('button', { name: `Unpublish "${name}"`, exact: true });
  await expect.poll(() => unpublish.count(), SERVER).toBe(1);

  // A colleague points the banner elsewhere while this list is open (their save, as it lands in the table).
  await shop.deps.prisma.banner.update({ where: { id: banner.id }, data: { jumpUrl: '/product-list?from=colleague' } });
  expect(await shopBanners()).toContain(banner.mediaUrl);

  await unpublish.click();
  const publish = page.getByRole('button', { name: `Publish "${name}"`, exact: true });
  await expect.poll(() => publish.count(), SERVER).toBe(1);
  expect(await shop.deps.prisma.banner.findUniqueOrThrow({ where: { id: banner.id } })).toMatchObject({
    jumpUrl: '/product-list?from=colleague',
    mediaUrl: banner.mediaUrl,
    sort: banner.sort,
    published: false,
  });
  expect(await shopBanners()).not.toContain(banner.mediaUrl);
  await adminShot(page, 'desk-banners-unpublished');

  await publish.click();
  await expect.poll(() => unpublish.count(), SERVER).toBe(1);
  expect(await shopBanners()).toContain(banner.mediaUrl);
  const audit = await shop.deps.prisma.auditEvent.findMany({
    where: { entityType: 'banner', entityId: String(banner.id) },
    orderBy: { id: 'asc' },
    select: { action: true },
  });
  expect(audit.map((a) => a.action)).toEqual(['content.banner.unpublish', 'content.banner.publish']);
});

it("Saving an edit dialog opened before a colleague's Unpublish keeps the banner a draft; unticking Published in the dialog does unpublish", async () => {
  await useLaptop(staff);
  const { page, banner, name } = await openBannersDesk();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Unpublish "${name}"` }) });
  await expect.poll(() => row.count(), SERVER).toBe(1);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit banner' });
  const order = dialog.getByLabel('Order', { exact: true });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await order.waitFor();

  // While the dialog is open a colleague takes the banner off the shop (their click, as it lands).
  await shop.deps.prisma.banner.update({ where: { id: banner.id }, data: { published: false } });
  await order.fill(String(banner.sort + 7));
  await save.click();
  await expect.poll(() => dialog.count(), SERVER).toBe(0);
  await expect
    .poll(() => shop.deps.prisma.banner.findUniqueOrThrow({ where: { id: banner.id } }), SERVER)
    .toMatchObject({ sort: banner.sort + 7, published: false });
  expect(await shopBanners()).not.toContain(banner.mediaUrl);

  // Published again by the colleague; this time the box is unticked in the dialog, and that is sent.
  await shop.deps.prisma.banner.update({ where: { id: banner.id }, data: { published: true } });
  await page.reload();
  await expect.poll(() => row.count(), SERVER).toBe(1);
  await row.getByRole('button', { name: 'Edit' }).click();
  await order.waitFor();
  await dialog.getByLabel('Published', { exact: true }).uncheck();
  await save.click();
  await expect.poll(() => dialog.count(), SERVER).toBe(0);
  await expect
    .poll(() => shop.deps.prisma.banner.findUniqueOrThrow({ where: { id: banner.id } }), SERVER)
    .toMatchObject({ published: false });
});
