import { expect, it } from 'vitest';
import { cardPng } from '../../../prisma/seed/art/receipt-png.ts';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { demoStaff, ensureAdminBuild, SERVER, staffLogin, useLaptop } from './support/admin.ts';

// A session that ends under an open desk sends the staff member to the login page whichever kind of
// call finds it: a JSON call (orders-kyc-and-desk-tour.e2e.test.ts), or an upload, as here.

await ensureAdminBuild();

let shop: Shop;
let staff: ShopBrowser;

openShopForFile((open) => ({ shop, desktop: staff } = open), { phone: false });

it('an upload that finds the session ended takes the staff member to the login page, and nothing is stored', async () => {
  await useLaptop(staff);
  const page = staff.page;
  await staffLogin(page, demoStaff('merchandiser'));
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'New banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New banner' });
  const file = dialog.getByLabel('Upload an image', { exact: true });
  await file.waitFor({ state: 'attached' });
  const filesBefore = await shop.deps.prisma.storedFile.count();

  await staff.context.clearCookies();
  await file.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: cardPng({ accent: [200, 90, 20], bars: 3 }),
  });
  await page.waitForURL('**/admin/login?expired=1**', SERVER);
  await expect.poll(() => page.getByText('Your session has ended').isVisible(), SERVER).toBe(true);
  expect(await shop.deps.prisma.storedFile.count()).toBe(filesBefore);
});
