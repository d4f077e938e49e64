import { expect, it } from 'vitest';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { adminShot, demoStaff, ensureAdminBuild, SERVER, staffLogin, useLaptop } from './support/admin.ts';

// The admin API takes numbers as JSON numbers only (packages/contract/src/admin/call.ts): each form
// turns what staff type into a number before it sends it, and refuses text that is none under its
// field. A banner's link goes to a page of the shop or an https:// link, never another site.

await ensureAdminBuild();

let shop: Shop;
let staff: ShopBrowser;

openShopForFile((open) => ({ shop, desktop: staff } = open), { phone: false });

it('a merchandiser sets buy limits, counts stock in and prices a machine: the typed numbers arrive as numbers', async () => {
  await useLaptop(staff);
  const page = staff.page;
  const product = await shop.deps.prisma.product.findFirstOrThrow({
    where: { listed: true },
    orderBy: { id: 'asc' },
    include: { sendCycles: { orderBy: { id: 'asc' }, take: 1 } },
  });
  const cycle = product.sendCycles[0]!;
  await staffLogin(page, demoStaff('merchandiser'));
  await page.goto('/admin/catalog');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect.poll(() => row.count(), SERVER).toBeGreaterThan(0);

  await row.first().getByRole('button', { name: 'Edit', exact: true }).click();
  const limits = page.getByRole('dialog', { name: `Buy limits · ${product.name}` });
  await limits.getByLabel('Minimum').fill('2');
  await limits.getByLabel('Maximum').fill('10');
  await limits.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => {
      const saved = await shop.deps.prisma.product.findUniqueOrThrow({ where: { id: product.id } });
      return [saved.buyMinLimit, saved.buyMaxLimit];
    }, SERVER)
    .toEqual([2, 10]);

  await row.first().getByRole('button', { name: 'Stock…' }).first().click();
  const stock = page.getByRole('dialog', { name: `Stock · ${cycle.name}` });
  await stock.getByLabel('Change (+/-)').fill('0x10');
  await stock.getByLabel('Reason').fill('Batch 12 arrived');
  await stock.getByRole('button', { name: 'Apply change' }).click();
  await expect.poll(() => stock.getByText('Enter a whole number').count(), SERVER).toBe(1);
  expect((await shop.deps.prisma.productSendCycle.findUniqueOrThrow({ where: { id: cycle.id } })).stock).toBe(
    cycle.stock,
  );
  await stock.getByLabel('Change (+/-)').fill('5');
  await stock.getByRole('button', { name: 'Apply change' }).click();
  await expect
    .poll(
      async () => (await shop.deps.prisma.productSendCycle.findUniqueOrThrow({ where: { id: cycle.id } })).stock,
      SERVER,
    )
    .toBe(cycle.stock + 5);

  const machine = await shop.deps.prisma.calculatorProduct.findFirstOrThrow({ orderBy: { id: 'asc' } });
  await page.goto('/admin/calculator');
  await page.getByRole('button', { name: `Edit ${machine.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Machine · ${machine.name}` });
  await dialog.getByLabel('Price (USD)').fill('1999.5');
  await dialog.getByLabel('Order').fill('7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => {
      const saved = await shop.deps.prisma.calculatorProduct.findUniqueOrThrow({ where: { id: machine.id } });
      return [Number(saved.price), saved.sort];
    }, SERVER)
    .toEqual([1999.5, 7]);
});

it('a banner linking to another site is refused under its field; a page of the shop saves with its place and order', async () => {
  await useLaptop(staff);
  const page = staff.page;
  const before = await shop.deps.prisma.banner.count();
  await staffLogin(page, demoStaff('merchandiser'));
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'New banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New banner' });
  await dialog.getByLabel('Image (storage key or URL)').fill('/images/summer-sale.jpg');
  await dialog.getByLabel('Order').fill('3');
  await dialog.getByLabel('Opens (link)').fill('//evil.example/login');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const refusal = dialog.getByText('A page of this shop (/...) or an https:// link');
  await expect.poll(() => refusal.count(), SERVER).toBe(1);
  expect(await shop.deps.prisma.banner.count()).toBe(before);
  await adminShot(page, 'desk-banner-link-refused-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await adminShot(page, 'desk-banner-link-refused-390');
  await useLaptop(staff);

  await dialog.getByLabel('Opens (link)').fill('/product-list');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => shop.deps.prisma.banner.count(), SERVER).toBe(before + 1);
  const saved = await shop.deps.prisma.banner.findFirstOrThrow({ orderBy: { id: 'desc' } });
  expect(saved).toMatchObject({ mediaUrl: '/images/summer-sale.jpg', jumpUrl: '/product-list', sort: 3, type: 1 });
});
