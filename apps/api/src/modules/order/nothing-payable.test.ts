import { describe, expect, it } from 'vitest';
import { createReadyBuyer, grantCoupon, orderProduct, stockOf } from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { expiryJobId, sweepOrders } from './order-expiry.worker.ts';

const ctx = useTestContext();
const HOUR = 3600 * 1000;

async function mailsAbout(orderNo: string) {
  return ctx.deps.prisma.notifyRecord.findMany({ where: { entityType: 'order', entityId: orderNo } });
}

describe('an order a coupon covers in full', () => {
  it('goes straight to 30 with its stock kept: no wire asked for, no expiry', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '80.00', stock: 5 }] });
    const coupon = await grantCoupon(ctx, buyer.id, { price: '100.00' });
    const orderNo = await orderProduct(ctx, buyer, product, 1, { couponId: coupon });

    const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(order.orderStatus).toBe(30);
    expect(order.payableAmount.toFixed(2)).toBe('0.00');
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(4);
    expect(await ctx.deps.queues.orderExpiry.getJob(expiryJobId(order.id))).toBeUndefined();

    const mails = await mailsAbout(orderNo);
    expect(mails.map((m) => m.purpose)).toEqual(['order-created-covered']);
    expect(mails[0]!.subject).toBe(`Order ${orderNo} received and paid`);

    // Long past the unpaid window, the sweep leaves it alone: nothing was owed.
    ctx.clock.advance(49 * HOUR);
    try {
      await sweepOrders(ctx.deps);
    } finally {
      ctx.clock.advance(-49 * HOUR);
    }
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } })).orderStatus).toBe(30);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(4);
  });

  it('an order with something left to pay still asks for the wire and expires', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '80.00', stock: 5 }] });
    const coupon = await grantCoupon(ctx, buyer.id, { price: '20.00' });
    const orderNo = await orderProduct(ctx, buyer, product, 1, { couponId: coupon });
    const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(order.orderStatus).toBe(10);
    expect(await ctx.deps.queues.orderExpiry.getJob(expiryJobId(order.id))).toBeDefined();
    expect((await mailsAbout(orderNo)).map((m) => m.purpose)).toEqual(['order-created']);
  });
});
