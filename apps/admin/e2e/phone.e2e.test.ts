import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopBrowser } from '../../web/e2e/support/browser.ts';
import { openShopForFile } from '../../web/e2e/support/open-shop.ts';
import type { Shop } from '../../web/e2e/support/shop.ts';
import { adminShotsDir, demoStaff, deskShot, ensureAdminBuild, LAPTOP, SERVER, staffLogin } from './support/admin.ts';
import { everyDeskRoute, overflowOf, routeSlug } from './support/desk-routes.ts';

// docs/backoffice.md section 1: every desk in a staff member's hand, at 360 to 390 px, as on a laptop.
await ensureAdminBuild();

const PHONE = { width: 390, height: 844 };
const PHONE_NARROW = { width: 360, height: 740 };

let shop: Shop;
let laptop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop: laptop, phone } = open));

beforeAll(async () => {
  await laptop.page.setViewportSize(LAPTOP);
  await staffLogin(phone.page, demoStaff('owner'));
  await staffLogin(laptop.page, demoStaff('owner'));
});

/** Opens a page of the back office and waits until its heading and its data are in. */
async function open(page: Page, route: string) {
  await page.goto(`/admin${route}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), SERVER).toBe(1);
}

/** Whether two boxes on screen share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('the frame on a phone', () => {
  it('folds the desks into a drawer behind a menu button, and the top bar fits the vendor mark and the staff menu', async () => {
    const { page } = phone;
    for (const size of [PHONE_NARROW, PHONE]) {
      await page.setViewportSize(size);
      await open(page, '/');
      // No column of desks beside the page: the page has the whole width.
      expect(await page.getByRole('navigation', { name: 'Desks' }).count()).toBe(0);
      const main = await page.locator('main').boundingBox();
      expect(main?.x).toBe(0);
      expect(main?.width).toBe(size.width);
      // The top bar: the menu button, the vendor's mark and the staff menu, side by side, none cut.
      const header = page.locator('header').first();
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const parts = [
        page.getByRole('button', { name: 'Menu' }),
        page.getByTestId('topbar-brand'),
        page.getByTestId('staff-menu'),
      ];
      const boxes = [];
      for (const part of parts) {
        const box = await part.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
        boxes.push(box!);
      }
      expect(overlap(boxes[0]!, boxes[1]!) || overlap(boxes[1]!, boxes[2]!)).toBe(false);
      expect(await page.getByTestId('topbar-brand').textContent()).toContain('HashForge');
      // A menu button a thumb can hit: at least 44 px each way.
      expect(boxes[0]!.width).toBeGreaterThanOrEqual(44);
      expect(boxes[0]!.height).toBeGreaterThanOrEqual(44);
    }
    await deskShot(page, 'phone-topbar');

    // The drawer opens from the button, lists the desks and closes once one is chosen.
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Desks' });
    const nav = drawer.getByRole('navigation', { name: 'Desks' });
    await expect.poll(() => nav.getByRole('link', { name: 'Orders' }).isVisible()).toBe(true);
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(adminShotsDir, 'phone-drawer.png') });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/orders');
    await expect.poll(() => drawer.count()).toBe(0);
    // Escape closes it too, and focus goes back to the button.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
  });

  it('keeps the laptop layout at 1280 px: the desks in a column beside the page, no menu button', async () => {
    const { page } = laptop;
    await open(page, '/orders');
    const nav = page.getByRole('navigation', { name: 'Desks' });
    expect(await nav.isVisible()).toBe(true);
    expect((await nav.boundingBox())?.x).toBeLessThan(224);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByTestId('topbar-brand').isVisible()).toBe(false);
    expect((await page.locator('main').boundingBox())?.x).toBe(224);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});

describe('lists, filters and dialogs on a phone', () => {
  it('folds the filters behind a button, scrolls a wide table inside itself with its first column held', async () => {
    const { page } = phone;
    await page.setViewportSize(PHONE);
    await open(page, '/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.locator('tbody tr').count(), SERVER).toBeGreaterThan(0);
    // The filters wait behind their button; the list is what the screen opens on.
    expect(await page.getByLabel('Search').isVisible()).toBe(false);
    const filters = page.getByRole('button', { name: 'Filters' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    await deskShot(page, 'phone-orders-filters-folded');
    await filters.click();
    await expect.poll(() => page.getByLabel('Search').isVisible()).toBe(true);
    await page.getByLabel('Status').selectOption('40');
    await expect.poll(() => new URL(page.url()).searchParams.get('orderStatus')).toBe('40');
    await deskShot(page, 'phone-orders-filters-open');
    // The table scrolls inside its card; the order number stays where it was.
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const firstCell = table.locator('tbody tr').first().locator('td').first();
    const before = await firstCell.boundingBox();
    await scroller.evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(async () => (await firstCell.boundingBox())?.x).toBe(before?.x);
    const secondCell = table.locator('tbody tr').first().locator('td').nth(1);
    expect((await secondCell.boundingBox())!.x).toBeLessThan(before!.x + before!.width);
    await page.screenshot({ path: path.join(adminShotsDir, 'phone-orders-scrolled.png') });
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });

  it('opens a dialog full-screen with its buttons in reach, and the laptop keeps it centred', async () => {
    const { page } = phone;
    await page.setViewportSize(PHONE);
    const buyer = await shop.deps.prisma.user.findUniqueOrThrow({ where: { email: 'demo@hashforge.example' } });
    await open(page, `/customers/${buyer.id}`);
    await page.getByRole('button', { name: 'Issue coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a coupon' });
    const panel = dialog.locator('[id^="headlessui-dialog-panel"]');
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(PHONE.width);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.height).toBeGreaterThanOrEqual(PHONE.height);
    // The step itself is on screen without scrolling or zooming.
    const submit = dialog.getByRole('button', { name: 'Issue coupon' });
    const button = (await submit.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(PHONE.height);
    expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(adminShotsDir, 'phone-dialog.png') });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await open(laptop.page, `/customers/${buyer.id}`);
    await laptop.page.getByRole('button', { name: 'Issue coupon' }).click();
    const onLaptop = laptop.page
      .getByRole('dialog', { name: 'Issue a coupon' })
      .locator('[id^="headlessui-dialog-panel"]');
    await expect.poll(async () => (await onLaptop.boundingBox())?.width).toBe(448);
    await laptop.page.keyboard.press('Escape');
  });
});

describe('every desk on a phone', () => {
  it('has no page wider than the window on any admin route at 360 and 390 px', async () => {
    const { page } = phone;
    const routes = await everyDeskRoute(shop);
    const widths: Record<string, Record<number, number>> = {};
    const wide: string[] = [];
    for (const size of [PHONE_NARROW, PHONE]) {
      await page.setViewportSize(size);
      for (const route of routes) {
        await open(page, route.path);
        const over = await overflowOf(page);
        widths[route.pattern] = { ...widths[route.pattern], [size.width]: size.width + Math.max(0, over) };
        if (over > 0) wide.push(`${route.pattern} at ${size.width} px: ${size.width + over} px wide`);
        if (size === PHONE) await deskShot(page, `phone-${routeSlug(route.pattern)}`);
      }
    }
    // The widest page of each route, kept beside the screenshots for the closing note.
    writeFileSync(path.join(adminShotsDir, 'phone-widths.json'), `${JSON.stringify(widths, null, 2)}\n`);
    expect(wide).toEqual([]);
  });
});
