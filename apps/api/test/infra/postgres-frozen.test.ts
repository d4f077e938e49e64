import { getOrderPager, getProduct, getProductList, login } from '@hashforge/contract';
import { orderDesk } from '@hashforge/contract/admin/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutPool, createPrisma, poolOf } from '../../src/db/client.ts';
import { sqlConnection, sqlTransactionOn } from '../../src/db/sql.ts';
import { isBackendUnavailable } from '../../src/http/unavailable.ts';
import { adminCall, createTestStaff, signInStaff } from '../support/admin.ts';
import { call } from '../support/call.ts';
import { addToCart, createReadyBuyer, orderProduct, placeOrder, previewAmount } from '../support/factories/buying.ts';
import { createTestProduct } from '../support/factories/catalog.ts';
import { eventually } from '../support/jobs.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-postgres.ts';
import { timed } from '../support/timed.ts';
import { useTestContext } from '../support/use-test-context.ts';

/**
 * docs/domain.md D7 and decision 012: a Postgres that stops answering without closing anything (the postmaster and
 * its backends stopped with SIGSTOP) on a cluster of this file's own. Every wait on it is bounded
 * (decision 012): a call answers 503 with Retry-After and the envelope within its bound, and the
 * shop serves again by itself once Postgres does. The bounds are configured short here
 * (DATABASE_WAIT_MS) so the test does not sleep for the production ones.
 */

const WAIT_MS = 2_000;
/** One bounded wait (a connection or a statement), with room for a busy machine. */
const BOUND_MS = WAIT_MS * 2 + 1_500;

/** What the test reads of any answer: the status, the headers and the parsed body. */
interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

describe('Postgres frozen (SIGSTOP)', () => {
  let postgres: PrivatePostgres;
  let urls: { ownerUrl: string; appUrl: string };
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    urls = await postgres.createShopDatabase('frozen');
  }, 60_000);
  afterAll(() => postgres?.stop());
  const ctx = useTestContext(() => ({
    DATABASE_URL: urls.appUrl,
    MIGRATION_DATABASE_URL: urls.ownerUrl,
    DATABASE_WAIT_MS: String(WAIT_MS),
    REDIS_PREFIX: `frozen${process.pid}`,
  }));
  // Thawed before the app closes: its pool would wait on a frozen server.
  afterAll(() => postgres?.thaw());

  it('answers readiness, sign-in, orders, checkout and the staff desk with 503 within the bound, and serves again once Postgres thaws', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 10 }] });
    await orderProduct(ctx, buyer, product, 1);
    const cartId = await addToCart(ctx, buyer.token, product, 1);
    const productAmount = await previewAmount(ctx, buyer.token, [cartId]);
    const staff = await createTestStaff(ctx, 'warehouse');
    const session = await signInStaff(ctx, staff);
    // A product page already asked for is answered from memory; the list below is not cached yet.
    expect((await call(ctx, getProduct, { code: product.productCode })).body.result).toBe(1);

    const calls: Record<string, () => Promise<Answer>> = {
      readiness: () =>
        ctx.app
          .inject({ method: 'GET', url: '/readyz' })
          .then((r) => ({ status: r.statusCode, headers: r.headers, body: r.json() })),
      signIn: () => call(ctx, login, { username: buyer.email, password: buyer.password }),
      orders: () => call(ctx, getOrderPager, { page: 1, limit: 10 }, buyer.token),
      checkout: () => placeOrder(ctx, buyer, { cartIds: [cartId], productAmount }),
      productList: () => call(ctx, getProductList, { page: 1, limit: 10 }),
      staffDesk: () => adminCall(ctx, orderDesk.list, { page: 1, limit: 10 }, { session }),
    };

    postgres.freeze();
    // The freeze lasted 15 s: a call that waits for Postgres without a bound answers then.
    const thawAnyway = setTimeout(() => postgres.thaw(), 15_000);
    let frozenAnswers: Record<string, { value: Answer; ms: number }>;
    let productPage: { value: Answer; ms: number };
    try {
      const names = Object.keys(calls);
      const [timings, cached] = await Promise.all([
        Promise.all(names.map((name) => timed(calls[name]!))),
        timed(() => call(ctx, getProduct, { code: product.productCode })),
      ]);
      frozenAnswers = Object.fromEntries(names.map((name, i) => [name, timings[i]!]));
      productPage = cached;
    } finally {
      clearTimeout(thawAnyway);
      postgres.thaw();
    }

    for (const [name, { value, ms }] of Object.entries(frozenAnswers)) {
      expect(ms, `${name} took ${Math.round(ms)} ms`).toBeLessThan(BOUND_MS);
      expect(value.status, name).toBe(503);
      expect(value.headers['retry-after'], name).toBe('5');
      if (name === 'readiness')
        expect(value.body).toMatchObject({ status: 'unavailable', database: 'down', redis: 'ok' });
      else expect(value.body, name).toMatchObject({ result: 0, msg: 'Network exception', data: null });
    }
    expect(productPage.value.body).toMatchObject({ result: 1 });
    expect(productPage.ms).toBeLessThan(500);

    // Nothing restarted: the pools drop what the freeze left behind and connect again by themselves.
    const thawedAt = performance.now();
    await eventually(async () => ((await calls.readiness!()).status === 200 ? true : undefined), 30_000);
    const after = Object.fromEntries(
      await Promise.all(Object.entries(calls).map(async ([name, run]) => [name, await run()] as const)),
    );
    expect(performance.now() - thawedAt).toBeLessThan(30_000);
    for (const [name, answer] of Object.entries(after)) {
      expect(answer.status, name).toBe(200);
      expect((answer.body as { result?: number }).result, name).not.toBe(0);
    }
    // The checkout refused while frozen wrote nothing: the buyer has the first order and this one.
    expect((await calls.orders!()).body).toMatchObject({ result: 1, data: { total: 2 } });
  }, 90_000);

  it('fails a transaction Postgres stops answering in its middle within one wait, and keeps no connection stuck behind it', async () => {
    const url = ctx.deps.config.DATABASE_URL;
    // Pools of the test's own, so what is left in them after the failure is only this transaction's.
    const prisma = createPrisma(url, WAIT_MS);
    const checkout = createCheckoutPool(url, WAIT_MS);
    try {
      const inPrisma = timed(() =>
        prisma
          .$transaction(async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            postgres.freeze();
            await tx.$queryRaw`SELECT 2`;
          })
          .then(
            () => null,
            (error: unknown) => error,
          ),
      );
      const prismaFailure = await inPrisma;
      const inCheckout = await timed(() =>
        sqlConnection(checkout, (client) =>
          sqlTransactionOn(client, async (tx) => {
            await tx.query('SELECT 3');
          }),
        ).then(
          () => null,
          (error: unknown) => error,
        ),
      );
      for (const { value, ms } of [prismaFailure, inCheckout]) {
        expect(ms).toBeLessThan(BOUND_MS);
        expect(value).not.toBeNull();
        expect(isBackendUnavailable(value)).toBe(true);
      }
      // The silent connections were ended, not handed back: the next request gets a new one.
      expect(poolOf(prisma)!.idleCount).toBe(0);
      expect(checkout.idleCount).toBe(0);
    } finally {
      postgres.thaw();
    }
    await eventually(
      async () => ((await prisma.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`)[0]?.ok === 1 ? true : undefined),
      30_000,
    );
    await sqlConnection(checkout, (client) => sqlTransactionOn(client, (tx) => tx.query('SELECT 4')));
    await prisma.$disconnect();
    await checkout.end();
  }, 60_000);
});
