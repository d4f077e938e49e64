import type { Page } from 'playwright-core';
import type { Shop } from '../../../web/e2e/support/shop.ts';
import { DESKS } from '../../src/app/desks.ts';

/**
 * A page's path with its parameters filled from the seeded shop: the fullest example of each (an order
 * with proofs and a shipment, a repair under way, the demo buyer with a KYC on file), so the page
 * shows as much as it ever does. Keyed by the page's path as its `desk.ts` declares it.
 */
const EXAMPLES: Record<string, (shop: Shop) => Promise<string>> = {
  '/orders/:orderNo': async ({ deps }) => {
    const order = await deps.prisma.order.findFirstOrThrow({
      where: { orderStatus: { in: [35, 40] } },
      orderBy: [{ orderStatus: 'asc' }, { id: 'asc' }],
      select: { orderNo: true },
    });
    return `/orders/${order.orderNo}`;
  },
  '/aftersales/:id': async ({ deps }) => {
    const request = await deps.prisma.afterSale.findFirstOrThrow({ orderBy: { status: 'desc' }, select: { id: true } });
    return `/aftersales/${request.id}`;
  },
  '/customers/:userId': async (shop) => `/customers/${await demoBuyerId(shop)}`,
  '/kyc/:userId': async (shop) => `/kyc/${await demoBuyerId(shop)}`,
};

async function demoBuyerId({ deps }: Shop): Promise<number> {
  const buyer = await deps.prisma.user.findUniqueOrThrow({
    where: { email: 'demo@hashforge.example' },
    select: { id: true },
  });
  return buyer.id;
}

export interface DeskRoute {
  desk: string;
  /** The page as `desk.ts` declares it, e.g. `/orders/:orderNo`. */
  pattern: string;
  /** The address to open under /admin, parameters filled. */
  path: string;
}

/**
 * Every page of every desk, read from the same list the router and the nav read (app/desks.ts): a
 * desk added later is walked without a line here, and a page with a parameter this file has no
 * example for fails loudly instead of being skipped.
 */
export async function everyDeskRoute(shop: Shop): Promise<DeskRoute[]> {
  const routes: DeskRoute[] = [];
  for (const desk of DESKS) {
    for (const { path } of desk.pages) {
      let filled = path;
      if (path.includes(':')) {
        const example = EXAMPLES[path];
        if (!example) throw new Error(`No example for ${path}: add one to apps/admin/e2e/support/desk-routes.ts`);
        filled = await example(shop);
      }
      routes.push({ desk: desk.label, pattern: path, path: filled });
    }
  }
  return routes;
}

/**
 * How many pixels the page reaches past the window's right edge (0: nothing sticks out). Measured
 * against the window the test set, not `innerWidth`: a phone (a mobile viewport) widens its layout
 * to a page that is too wide and zooms out, so `innerWidth` grows with the page and hides it.
 */
export async function overflowOf(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
}

/** A file-name-safe slug of a route, e.g. `/orders/:orderNo` -> `orders-orderNo`. */
export const routeSlug = (pattern: string) =>
  pattern.replace(/^\/$/, '/dashboard').replace(/\W+/g, '-').replace(/^-|-$/g, '');
