import { getOrderByOrderNo } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createReadyBuyer, grantCoupon, orderProduct, stockOf } from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { uploadProof } from '../../../test/support/factories/desk.ts';
import { eventually, useOrderExpiryWorkers } from '../../../test/support/jobs.ts';
import type { TestContext } from '../../../test/support/test-app.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { addShipment } from './add-shipment.ts';
import { closeUnpaidOrder } from './close-unpaid-order.ts';
import { expiryJobId, sweepOrders } from './order-expiry.worker.ts';
import { cancelOrderByStaff } from './staff/cancel-order.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

async function statusOf(ctx: TestContext, token: string, orderNo: string): Promise<number> {
  const res = await call(ctx, getOrderByOrderNo, { orderNo }, token);
  return res.body.data.orderStatus;
}

async function orderIdOf(ctx: TestContext, orderNo: string): Promise<number> {
  return (await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } })).id;
}

describe('order expiry with a controlled clock', () => {
  const ctx = useTestContext();

  it('queues one delayed job per order, keyed by the order, due 48 hours after creation', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const orderNo = await orderProduct(ctx, buyer, product, 1);
    const id = await orderIdOf(ctx, orderNo);
    const job = await ctx.deps.queues.orderExpiry.getJob(expiryJobId(id));
    expect(job).toBeDefined();
    expect(job!.data).toEqual({ orderId: id });
    expect(job!.opts.delay).toBeGreaterThan(48 * HOUR - 60_000);
    expect(job!.opts.delay).toBeLessThanOrEqual(48 * HOUR);
    expect(await job!.getState()).toBe('delayed');
  });

  it('expires an unpaid order after 48 hours: stock and coupon restored, exactly once', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '500.00', stock: 4 }] });
    const coupon = await grantCoupon(ctx, buyer.id, { price: '20.00' });
    const orderNo = await orderProduct(ctx, buyer, product, 3, { couponId: coupon });
    const id = await orderIdOf(ctx, orderNo);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(1);
    expect((await ctx.deps.prisma.userCoupon.findUniqueOrThrow({ where: { id: coupon } })).status).toBe(2);

    // Not yet due: nothing happens.
    ctx.clock.advance(47 * HOUR);
    expect(await closeUnpaidOrder(ctx.deps, id, 'expired')).toBe(false);
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id } })).orderStatus).toBe(10);

    ctx.clock.advance(1 * HOUR + 1000);
    const [first, second] = await Promise.all([
      closeUnpaidOrder(ctx.deps, id, 'expired'),
      closeUnpaidOrder(ctx.deps, id, 'expired'),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await closeUnpaidOrder(ctx.deps, id, 'expired')).toBe(false);
    ctx.clock.advance(-(48 * HOUR + 1000));

    expect(await statusOf(ctx, buyer.token, orderNo)).toBe(0);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(4);
    const restored = await ctx.deps.prisma.userCoupon.findUniqueOrThrow({ where: { id: coupon } });
    expect(restored).toMatchObject({ status: 1, orderId: null, usedAt: null });
    const mails = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'completed']);
    expect(
      mails.filter((j) => j.data.to === buyer.email && j.data.subject === `Order ${orderNo} canceled`),
    ).toHaveLength(1);
  });

  it('does not expire an order with a proof awaiting review; one whose proofs all failed expires like one with none', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const orderNo = await orderProduct(ctx, buyer, product, 1);
    await uploadProof(ctx, { buyer, orderNo }, '1999');
    const id = await orderIdOf(ctx, orderNo);
    ctx.clock.advance(49 * HOUR);
    expect(await closeUnpaidOrder(ctx.deps, id, 'expired')).toBe(false);
    // Failed proof: back at 10. A rejected proof is as if never sent (docs/domain.md D3: no hoarding with
    // junk proofs), so the clock closes the order and its stock comes back.
    await ctx.deps.prisma.orderAging.updateMany({ where: { orderId: id }, data: { financeStatus: 2 } });
    await ctx.deps.prisma.order.update({ where: { id }, data: { orderStatus: 10 } });
    expect((await sweepOrders(ctx.deps)).expired).toBeGreaterThanOrEqual(1);
    ctx.clock.advance(-49 * HOUR);
    expect(await statusOf(ctx, buyer.token, orderNo)).toBe(0);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(50);
  });

  it('an expiry after a staff cancel changes nothing: the stock comes back once', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const orderNo = await orderProduct(ctx, buyer, product, 2);
    const id = await orderIdOf(ctx, orderNo);
    ctx.clock.advance(49 * HOUR);
    expect(await cancelOrderByStaff(ctx.deps, null, { orderNo, reason: 'The buyer asked us to' })).toMatchObject({
      orderStatus: 0,
    });
    expect(await closeUnpaidOrder(ctx.deps, id, 'expired')).toBe(false);
    ctx.clock.advance(-49 * HOUR);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(50);
    expect(await statusOf(ctx, buyer.token, orderNo)).toBe(0);
  });

  it('the sweep completes a shipped order 14 days after its last shipment, not before', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const orderNo = await orderProduct(ctx, buyer, product, 2);
    const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo }, include: { lines: true } });
    await ctx.deps.prisma.order.update({ where: { id: order.id }, data: { orderStatus: 30 } });
    const line = order.lines[0]!.id;
    await addShipment(ctx.deps, order.id, {
      logisticsName: 'DHL',
      logisticsNo: 'A',
      lines: [{ orderLineId: line, productNum: 1 }],
    });
    ctx.clock.advance(5 * DAY);
    await addShipment(ctx.deps, order.id, {
      logisticsName: 'DHL',
      logisticsNo: 'B',
      lines: [{ orderLineId: line, productNum: 1 }],
    });
    ctx.clock.advance(13 * DAY);
    await sweepOrders(ctx.deps);
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).orderStatus).toBe(40);
    ctx.clock.advance(1 * DAY + 60_000);
    await sweepOrders(ctx.deps);
    ctx.clock.advance(-(19 * DAY + 60_000));
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).orderStatus).toBe(50);
  });

  it('the sweep expires a due order whose job was lost from Redis; a second sweep changes nothing', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '10.00', stock: 2 }] });
    const orderNo = await orderProduct(ctx, buyer, product, 2);
    const id = await orderIdOf(ctx, orderNo);
    const job = await ctx.deps.queues.orderExpiry.getJob(expiryJobId(id));
    await job!.remove();
    expect(await ctx.deps.queues.orderExpiry.getJob(expiryJobId(id))).toBeUndefined();

    ctx.clock.advance(48 * HOUR + 60_000);
    const first = await sweepOrders(ctx.deps);
    const second = await sweepOrders(ctx.deps);
    ctx.clock.advance(-(48 * HOUR + 60_000));
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(second.expired).toBe(0);
    expect(await statusOf(ctx, buyer.token, orderNo)).toBe(0);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(2);
  });
});

describe('order expiry through the real worker and a short configured delay', () => {
  // 0.0005 hours = 1.8 s.
  const ctx = useTestContext({ ORDER_EXPIRY_HOURS: '0.0005' });
  useOrderExpiryWorkers(ctx);

  it('expires the order when its delayed job fires, and schedules the repeatable sweep', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '10.00', stock: 3 }] });
    const orderNo = await orderProduct(ctx, buyer, product, 3);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(0);
    // The services' clock moves with real time here, as in production.
    const tick = setInterval(() => ctx.clock.set(new Date()), 100);
    try {
      await eventually(async () => ((await statusOf(ctx, buyer.token, orderNo)) === 0 ? true : undefined), 15_000);
    } finally {
      clearInterval(tick);
    }
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(3);
    const schedulers = await ctx.deps.queues.orderExpiry.getJobSchedulers();
    expect(schedulers.map((s) => s.key)).toContain('order-sweep');
  });
});
