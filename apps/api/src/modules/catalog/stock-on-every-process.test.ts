import { getProduct, getProductList, OrderStatus } from '@hashforge/contract';
import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { orderDesk } from '@hashforge/contract/admin/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, signInStaff } from '../../../test/support/admin.ts';
import { call } from '../../../test/support/call.ts';
import { createReadyBuyer, orderProduct } from '../../../test/support/factories/buying.ts';
import { createTestProduct, type TestProduct } from '../../../test/support/factories/catalog.ts';
import { eventually } from '../../../test/support/jobs.ts';
import { type PrivateRedis, startPrivateRedis } from '../../../test/support/private-redis.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { closeUnpaidOrder } from '../order/close-unpaid-order.ts';
import { cancelOrderByStaff } from '../order/staff/cancel-order.ts';
import { updateSendCycle } from './staff/update-send-cycle.ts';

/**
 * docs/domain.md D7 and decision 018: once a stock change has committed, no API process serves an answer that shows
 * the stock from before it for more than a second. Two apps on the same database and Redis stand
 * for two API processes: the change is made through one, the product is read through the other.
 */

/** The rule's second; each check reads once, after it, and must see the change. */
const ONE_SECOND = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The stock of the product's first send cycle as `reader` answers product/get. */
async function stockOnPage(reader: TestContext, product: TestProduct): Promise<number> {
  const res = await call(reader, getProduct, { code: product.productCode });
  expect(res.body).toMatchObject({ result: 1 });
  return res.body.data.productSendCycleModels[0]!.stock;
}

/** Whether the product's card shows it in stock, as `reader` answers product/getList. */
async function inStockOnList(reader: TestContext, product: TestProduct): Promise<boolean | undefined> {
  const res = await call(reader, getProductList, { page: 1, limit: 100 });
  return res.body.data.list.find((card) => card.id === product.id)?.inStock;
}

describe('stock on every process (shared Redis)', () => {
  const ctx = useTestContext();
  // The same database and Redis prefix (this file's): another API process of the same shop.
  const other = useTestContext();

  it('a buyer orders through one process: the other shows the stock left within a second', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 10 }] });
    const buyer = await createReadyBuyer(ctx);
    expect(await stockOnPage(other, product)).toBe(10);
    await sleep(ONE_SECOND); // the kept answer is old, as after a quiet spell
    await orderProduct(ctx, buyer, product, 3);
    await sleep(ONE_SECOND);
    expect(await stockOnPage(other, product)).toBe(7);
  });

  it('the last unit sells through one process: the other lists the machine as sold out within a second', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 1 }] });
    const buyer = await createReadyBuyer(ctx);
    expect(await inStockOnList(other, product)).toBe(true);
    await orderProduct(ctx, buyer, product, 1);
    await sleep(ONE_SECOND);
    expect(await inStockOnList(other, product)).toBe(false);
  });

  it('staff cancel an order through one process: the other shows the units back within a second', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 10 }] });
    const buyer = await createReadyBuyer(ctx);
    const orderNo = await orderProduct(ctx, buyer, product, 4);
    const session = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
    expect(await stockOnPage(other, product)).toBe(6);
    const canceled = await adminCall(ctx, orderDesk.cancel, { orderNo, reason: 'Out of our hands' }, { session });
    expect(canceled.body).toMatchObject({ result: 1 });
    await sleep(ONE_SECOND);
    expect(await stockOnPage(other, product)).toBe(10);
  });

  it('an unpaid order expires in one process: the other shows the units back within a second', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 10 }] });
    const buyer = await createReadyBuyer(ctx);
    const orderNo = await orderProduct(ctx, buyer, product, 2);
    const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(await stockOnPage(other, product)).toBe(8);
    ctx.clock.set(new Date(order.expiresAt.getTime() + 1_000));
    expect(await closeUnpaidOrder(ctx.deps, order.id, 'expired')).toBe(true);
    await sleep(ONE_SECOND);
    expect(await stockOnPage(other, product)).toBe(10);
  });

  it('staff count stock in through one process (cycles/update): the other shows it within a second', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 10 }] });
    const session = await signInStaff(ctx, await createTestStaff(ctx, 'merchandiser'));
    expect(await stockOnPage(other, product)).toBe(10);
    const counted = await adminCall(
      ctx,
      catalogDesk.updateSendCycle,
      { productSendCycleId: product.sendCycleIds[0]!, stockDelta: 5, reason: 'Pallet arrived' },
      { session },
    );
    expect(counted.body).toMatchObject({ result: 1 });
    await sleep(ONE_SECOND);
    expect(await stockOnPage(other, product)).toBe(15);
  });
});

describe('stock on every process while Redis is away', () => {
  let redis: PrivateRedis;
  let one: TestContext;
  let two: TestContext;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: `stock-away${process.pid}` };
    one = await createTestContext(env);
    two = await createTestContext(env);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it('a change no message can carry still shows on the other process within a second, and the catalogue keeps answering; once Redis is back, messages carry changes again', async () => {
    const product = await createTestProduct(one, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 10 }] });
    const buyer = await createReadyBuyer(one);
    const orderNo = await orderProduct(one, buyer, product, 2);
    expect(await stockOnPage(two, product)).toBe(8);

    await redis.stop();
    // Orders, cancels and staff edits commit in Postgres alone; their messages cannot go out.
    await cancelOrderByStaff(one.deps, null, { orderNo, reason: 'Buyer asked' });
    await sleep(ONE_SECOND);
    expect(await stockOnPage(two, product)).toBe(10);
    await updateSendCycle(one.deps, null, product.sendCycleIds[0]!, { stockDelta: -4, reason: 'Damaged' });
    await sleep(ONE_SECOND);
    expect(await stockOnPage(two, product)).toBe(6);
    const order = await one.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(order.orderStatus).toBe(OrderStatus.canceled);

    redis = await startPrivateRedis(redis.port);
    await eventually(async () =>
      one.deps.redis.status === 'ready' && two.deps.redis.status === 'ready' ? true : undefined,
    );
    await sleep(ONE_SECOND); // both processes check Redis again
    expect(await stockOnPage(two, product)).toBe(6);
    // Answers are kept again (a hand edit in the database waits for the hook, as before the outage)...
    await one.deps.prisma.productSendCycle.update({ where: { id: product.sendCycleIds[0]! }, data: { stock: 100 } });
    await sleep(ONE_SECOND);
    expect(await stockOnPage(two, product)).toBe(6);
    // ...and a change through the shop reaches them through Redis.
    await updateSendCycle(one.deps, null, product.sendCycleIds[0]!, { stockDelta: 1, reason: 'Found one' });
    await sleep(ONE_SECOND);
    expect(await stockOnPage(two, product)).toBe(101);
  }, 60_000);
});
