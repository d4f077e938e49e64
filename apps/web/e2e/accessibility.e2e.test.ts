import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import type { ShopBrowser } from './support/browser.ts';
import { DEMO_BUYER, logIn } from './support/log-in.ts';
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
        for (const v of await seriousViolations(page)) found.push(`${browser.device} ${route} ${v}`);
      }
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
      const shipped = await shop.deps.prisma.order.findFirstOrThrow({ where: { orderStatus: 40 } });
      for (const route of [...buyerRoutes, `/sale-order-detail/${shipped.orderNo}`]) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        for (const v of await seriousViolations(page)) found.push(`${browser.device} ${route} ${v}`);
      }
    }
    expect(found).toEqual([]);
  });
});
