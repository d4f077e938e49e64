import { describe, expect, it } from 'vitest';
import { createReadyBuyer, grantCoupon, orderProduct } from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { uploadProof } from '../../../test/support/factories/desk.ts';
import { eventually, useOrderExpiryWorkers } from '../../../test/support/jobs.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { closeUnpaidOrder } from './close-unpaid-order.ts';
import { reminderJobId, remindUnpaidOrder } from './remind-unpaid-order.ts';

const HOUR = 3600 * 1000;
const ctx = useTestContext();

async function newOrder(price = '500.00') {
  const buyer = await createReadyBuyer(ctx);
  const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price, stock: 5 }] });
  const orderNo = await orderProduct(ctx, buyer, product, 1);
  const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
  return { buyer, orderNo, id: order.id };
}

function remindersOf(orderNo: string) {
  return ctx.deps.prisma.notifyRecord.findMany({
    where: { entityType: 'order', entityId: orderNo, purpose: 'order-payment-reminder' },
  });
}

/** Runs `fn` with the services' clock moved on by `ms`, then moves it back for the next test. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  ctx.clock.advance(ms);
  try {
    return await fn();
  } finally {
    ctx.clock.advance(-ms);
  }
}

describe('the payment reminder 12 hours before an unpaid order expires', () => {
  it('is one delayed job per order, keyed by the order, due 36 hours after a 48-hour order is placed', async () => {
    const { id } = await newOrder();
    const job = await ctx.deps.queues.orderExpiry.getJob(reminderJobId(id));
    expect(job?.name).toBe('remind');
    expect(job!.data).toEqual({ orderId: id });
    expect(job!.opts.delay).toBeGreaterThan(36 * HOUR - 60_000);
    expect(job!.opts.delay).toBeLessThanOrEqual(36 * HOUR);
    expect(await job!.getState()).toBe('delayed');
  });

  it('emails the buyer once, naming the amount and the deadline', async () => {
    const { buyer, orderNo, id } = await newOrder('500.00');
    await later(36 * HOUR, async () => {
      expect(await remindUnpaidOrder(ctx.deps, id)).toBe(true);
      // A retried or repeated job sends nothing more: the email's job id is the order's.
      await remindUnpaidOrder(ctx.deps, id);
    });
    const reminders = await remindersOf(orderNo);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ to: buyer.email, subject: `Order ${orderNo}: 12 hours left to pay` });
    const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed']);
    const mail = jobs.find((j) => j.id === reminders[0]!.jobId);
    expect(mail?.data.text).toContain('USD 500.00');
    expect(mail?.data.text).toMatch(/before \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  });

  it('is skipped when the order is no longer at 10, or has a proof under review', async () => {
    const canceled = await newOrder();
    expect(await closeUnpaidOrder(ctx.deps, canceled.id, 'canceled')).toBe(true);
    const proofed = await newOrder('1999.00');
    await uploadProof(ctx, proofed, '1999');
    await later(36 * HOUR, async () => {
      expect(await remindUnpaidOrder(ctx.deps, canceled.id)).toBe(false);
      expect(await remindUnpaidOrder(ctx.deps, proofed.id)).toBe(false);
    });
    expect(await remindersOf(canceled.orderNo)).toHaveLength(0);
    expect(await remindersOf(proofed.orderNo)).toHaveLength(0);
  });

  it('is not sent for an order already past its deadline', async () => {
    const { orderNo, id } = await newOrder();
    expect(await later(49 * HOUR, () => remindUnpaidOrder(ctx.deps, id))).toBe(false);
    expect(await remindersOf(orderNo)).toHaveLength(0);
  });

  it('is never queued for an order with nothing to pay', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '50.00', stock: 5 }] });
    const coupon = await grantCoupon(ctx, buyer.id, { price: '100.00' });
    const orderNo = await orderProduct(ctx, buyer, product, 1, { couponId: coupon });
    const { id } = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(await ctx.deps.queues.orderExpiry.getJob(reminderJobId(id))).toBeUndefined();
  });
});

describe('the payment reminder through the real expiry worker', () => {
  useOrderExpiryWorkers(ctx);

  it('is sent when its job fires, and the order stays open', async () => {
    const { orderNo, id } = await newOrder();
    ctx.clock.advance(36 * HOUR + 1000);
    try {
      await (await ctx.deps.queues.orderExpiry.getJob(reminderJobId(id)))!.promote();
      await eventually(async () => ((await remindersOf(orderNo)).length === 1 ? true : undefined));
    } finally {
      ctx.clock.advance(-(36 * HOUR + 1000));
    }
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id } })).orderStatus).toBe(10);
  });
});
