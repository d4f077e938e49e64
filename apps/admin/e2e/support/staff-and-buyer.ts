import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, type ShopBrowser } from '../../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../../web/e2e/support/shop.ts';
import { deskShot, LAPTOP, useLaptop } from './admin.ts';

const PHONE = { width: 390, height: 844 };

export interface StaffAndBuyer {
  shop: Shop;
  /** The back office at 1280 px. */
  staff: ShopBrowser;
  /** The storefront in a browser of its own (its own cookies), also at 1280 px. */
  buyer: ShopBrowser;
}

/**
 * The setup of a file whose story goes back and forth between a staff member in the back office and
 * the buyer on the storefront: the shop, both browsers, a screenshot of the buyer's page when a test
 * fails (the shop's hooks take the staff member's), all closed after the file.
 */
export function openStaffAndBuyerForFile(onOpen: (open: StaffAndBuyer) => void): void {
  const open: Partial<StaffAndBuyer> = {};
  openShopForFile(
    ({ shop, desktop }) => {
      open.shop = shop;
      open.staff = desktop;
    },
    { phone: false },
  );

  beforeAll(async () => {
    await useLaptop(open.staff!);
    open.buyer = await launchBrowser('desktop', open.shop!.url);
    await open.buyer.page.setViewportSize(LAPTOP);
    onOpen(open as StaffAndBuyer);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await open.buyer?.screenshot(`failed-buyer-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  afterAll(async () => {
    await open.buyer?.close();
  });
}

/**
 * The page as it is, at 1280 px and at 390 px, then back at 1280. With `fitsPhone`, the page must
 * also fit 390 px: nothing on it may make it scroll sideways.
 */
export async function bothWidths(page: Page, name: string, { fitsPhone = false } = {}): Promise<void> {
  await deskShot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  if (fitsPhone)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await deskShot(page, `${name}-390`);
  await page.setViewportSize(LAPTOP);
}
