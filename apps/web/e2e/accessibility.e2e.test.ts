import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShopBrowser } from './support/browser.ts';
import { DEMO_BUYER } from './support/log-in.ts';
import { openShopForFile } from './support/open-shop.ts';
import type { Shop } from './support/shop.ts';

/**
 * docs/domain.md D7, everyone can read it: axe-core (WCAG 2.2 A and AA rules) on the storefront's routes,
 * on a phone (390 px) and a desktop (1280 px), with no serious or critical violation.
 */

let shop: Shop;
let desktop: ShopBrowser;
let phone: ShopBrowser;

openShopForFile((open) => ({ shop, desktop, phone } = open));

async function logIn(page: Page) {
  await page.goto('/user/login?redirect=%2Fhome%2Findex');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_BUYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/home/index');
}

/** The serious and critical violations axe finds on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const publicRoutes = [
  '/home/index',
  '/product-list',
  '/productDetail/HF-S21-FORGE',
  '/news',
  '/support/index',
  '/support/searchsn',
  '/support/question',
  '/support/terms-of-use',
  '/support/calculator',
  '/bulk-order',
  '/user/login',
  '/user/signup',
];
const buyerRoutes = ['/shopcart', '/my/sale-order', '/my/account', '/my/address', '/user/account/kyc'];

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('finds no serious or critical violation on the public and the buyer routes, phone and desktop', async () => {
    await desktop.page.setViewportSize({ width: 1280, height: 900 });
    const found: string[] = [];
    for (const browser of [phone, desktop]) {
      const { page } = browser;
      for (const route of publicRoutes) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        for (const v of await violations(page)) found.push(`${browser.device} ${route} ${v}`);
      }
      await logIn(page);
      const shipped = await shop.deps.prisma.order.findFirstOrThrow({ where: { orderStatus: 40 } });
      for (const route of [...buyerRoutes, `/sale-order-detail/${shipped.orderNo}`]) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        for (const v of await violations(page)) found.push(`${browser.device} ${route} ${v}`);
      }
    }
    expect(found).toEqual([]);
  });
});
