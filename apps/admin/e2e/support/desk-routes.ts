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
  '/payments/chain/:id': async (shop) => `/payments/chain/${await chainPaymentId(shop)}`,
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

/**
 * A USDT transfer seen on chain for the demo buyer's unpaid order and waiting for its confirmations:
 * the seed takes no chain payment (USDT is off in a new shop), so the example writes the row the
 * worker leaves between two looks, once per shop.
 */
async function chainPaymentId(shop: Shop): Promise<number> {
  const { deps, clock } = shop;
  const existing = await deps.prisma.chainPayment.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
  if (existing) return existing.id;
  const buyerId = await demoBuyerId(shop);
  const order = await deps.prisma.order.findFirstOrThrow({
    where: { userId: buyerId, orderStatus: 10 },
    orderBy: { id: 'asc' },
  });
  const txHash = `0x${'4e3a'.repeat(16)}`;
  const row = await deps.prisma.chainPayment.create({
    data: {
      orderId: order.id,
      network: 'eth',
      chainId: 1,
      txHash,
      heldTxHash: txHash,
      status: 0,
      tokenSymbol: 'USDT',
      tokenContract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      fromAddress: '0x8589427373d6d84e98730d7795d8f6f8731fda16',
      toAddress: '0x1111111111111111111111111111111111111111',
      amountUnits: order.payableAmount.mul(1_000_000).toFixed(0),
      decimals: 6,
      amount: order.payableAmount,
      blockNumber: 21_345_678n,
      confirmations: 5,
      requiredConfirmations: 12,
      submittedAt: clock.now(),
      checkedAt: clock.now(),
    },
    select: { id: true },
  });
  return row.id;
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
