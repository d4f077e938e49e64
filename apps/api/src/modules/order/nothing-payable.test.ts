import { getOrderByOrderNo, msg, updatePayMethod } from '@hashforge/contract';
import { dashboardDesk } from '@hashforge/contract/admin/dashboard';
import { COVERED_ALREADY_CONFIRMED, COVERED_ORDER_CANCELED, NOT_COVERED } from '@hashforge/contract/admin/messages';
import { orderDesk } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createReadyBuyer, grantCoupon, orderProduct, stockOf } from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { createOrderAwaitingReview } from '../../../test/support/factories/desk.ts';
import { useStaffSession } from '../../../test/support/use-staff-session.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { expiryJobId, sweepOrders } from './order-expiry.worker.ts';

const ctx = useTestContext();
const HOUR = 3600 * 1000;

const finance = useStaffSession(ctx, 'finance');

async function mailsAbout(orderNo: string) {
  return ctx.deps.prisma.notifyRecord.findMany({
    where: { entityType: 'order', entityId: orderNo },
    orderBy: { id: 'asc' },
  });
}

async function auditOf(orderNo: string) {
  return ctx.deps.prisma.auditEvent.findMany({
    where: { entityType: 'order', entityId: orderNo },
    orderBy: { id: 'asc' },
  });
}

/** A buyer orders an 80.00 machine with a 100.00 coupon: nothing to pay. */
async function coveredOrder() {
  const buyer = await createReadyBuyer(ctx);
  const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '80.00', stock: 5 }] });
  const couponId = await grantCoupon(ctx, buyer.id, { price: '100.00' });
  const orderNo = await orderProduct(ctx, buyer, product, 1, { couponId });
  return { buyer, product, couponId, orderNo, sendCycleId: product.sendCycleIds[0]! };
}

describe('an order a coupon covers in full', () => {
  it('waits at 20 for finance with its stock kept: no wire asked for, no expiry, no pay method', async () => {
    const { buyer, orderNo, sendCycleId } = await coveredOrder();

    const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(order.orderStatus).toBe(20);
    expect(order.payableAmount.toFixed(2)).toBe('0.00');
    expect(await stockOf(ctx, sendCycleId)).toBe(4);
    expect(await ctx.deps.queues.orderExpiry.getJob(expiryJobId(order.id))).toBeUndefined();

    const mails = await mailsAbout(orderNo);
    expect(mails.map((m) => m.purpose)).toEqual(['order-created-covered']);
    expect(mails[0]!.subject).toBe(`Order ${orderNo} received: nothing to pay`);

    // The buyer sees it paid and under review, with nothing payable, and cannot choose to wire 0.
    const seen = await call(ctx, getOrderByOrderNo, { orderNo }, buyer.token);
    expect(seen.body.data).toMatchObject({ orderStatus: 20, payableAmunt: '0.00', payType: 0 });
    const wire = await call(ctx, updatePayMethod, { orderNo, payType: 3 }, buyer.token);
    expect(wire.body).toMatchObject({ result: 0, msg: msg.nothingToPay });
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } })).payType).toBe(0);

    // Long past the unpaid window the sweep leaves it alone: the buyer did everything, staff must act.
    ctx.clock.advance(49 * HOUR);
    try {
      await sweepOrders(ctx.deps);
    } finally {
      ctx.clock.advance(-49 * HOUR);
    }
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } })).orderStatus).toBe(20);
    expect(await stockOf(ctx, sendCycleId)).toBe(4);
  });

  it('shows on the payment desk until finance confirms it: to 30 once, audited, the buyer mailed once', async () => {
    const { buyer, orderNo } = await coveredOrder();
    const listed = await finance.call(paymentDesk.listCovered, { page: 1, limit: 200 });
    expect(listed.body.result).toBe(1);
    expect(listed.body.data.list).toContainEqual(
      expect.objectContaining({
        orderNo,
        email: buyer.email,
        productAmount: '80.00',
        couponAmount: '80.00',
        payableAmount: '0.00',
      }),
    );

    // Two finance clerks click at once: one wins, the other is told what happened.
    const [a, b] = await Promise.all([
      finance.call(paymentDesk.confirmCovered, { orderNo }),
      finance.call(paymentDesk.confirmCovered, { orderNo }),
    ]);
    const answers = [a.body, b.body].sort((x, y) => y.result - x.result);
    expect(answers[0]).toEqual({ result: 1, msg: 'success', data: { orderNo, orderStatus: 30 } });
    expect(answers[1]).toMatchObject({ result: 0, msg: COVERED_ALREADY_CONFIRMED });

    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } })).orderStatus).toBe(30);
    const audit = await auditOf(orderNo);
    expect(audit.map((e) => e.action)).toEqual(['payments.confirm-covered']);
    expect(audit[0]).toMatchObject({
      staffId: finance.staff.id,
      before: { orderStatus: 20, payableAmount: '0.00' },
      after: { orderStatus: 30, couponAmount: '80.00' },
    });
    const mails = (await mailsAbout(orderNo)).map((m) => m.purpose);
    expect(mails).toEqual(['order-created-covered', 'order-covered-confirmed']);
    const desk = await finance.call(orderDesk.get, { orderNo });
    expect(desk.body.data.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'staff',
        action: 'payments.confirm-covered',
        text: 'Confirmed with nothing to pay: a coupon of USD 80.00 covers it (order 30)',
      }),
    );

    const after = await finance.call(paymentDesk.listCovered, { page: 1, limit: 200 });
    expect(after.body.data.list.map((r) => r.orderNo)).not.toContain(orderNo);
  });

  it('counts in the dashboard’s payment queue while it waits', async () => {
    const proofsQueue = async () => {
      const res = await finance.call(dashboardDesk.get, {});
      return res.body.data.queues.find((q) => q.key === 'proofs')!;
    };
    const before = await proofsQueue();
    const { orderNo } = await coveredOrder();
    const waiting = await proofsQueue();
    expect(waiting.count).toBe(before.count + 1);
    if (before.count === 0) expect(waiting.oldestRef).toBe(orderNo);
    await finance.call(paymentDesk.confirmCovered, { orderNo });
    expect((await proofsQueue()).count).toBe(before.count);
  });

  it('finance refuses it by canceling with a reason: stock and coupon back, the buyer told why, no confirmation after', async () => {
    const { orderNo, couponId, sendCycleId } = await coveredOrder();
    const refused = await finance.call(orderDesk.cancel, { orderNo, reason: 'This coupon was issued by mistake' });
    expect(refused.body).toMatchObject({ result: 1, data: { orderNo, orderStatus: 0, refundDueAmount: '0.00' } });
    expect(await stockOf(ctx, sendCycleId)).toBe(5);
    expect(await ctx.deps.prisma.userCoupon.findUniqueOrThrow({ where: { id: couponId } })).toMatchObject({
      status: 1,
      orderId: null,
    });
    const confirm = await finance.call(paymentDesk.confirmCovered, { orderNo });
    expect(confirm.body).toMatchObject({ result: 0, msg: COVERED_ORDER_CANCELED });
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } })).orderStatus).toBe(0);
    const mails = await mailsAbout(orderNo);
    expect(mails.map((m) => m.purpose)).toEqual(['order-created-covered', 'order-canceled']);
    expect((await auditOf(orderNo)).map((e) => e.action)).toEqual(['orders.cancel']);
  });

  it('is not how an order with money to pay moves: its proof is reviewed instead', async () => {
    const order = await createOrderAwaitingReview(ctx);
    const res = await finance.call(paymentDesk.confirmCovered, { orderNo: order.orderNo });
    expect(res.body).toMatchObject({ result: 0, msg: NOT_COVERED });
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).orderStatus).toBe(20);
    expect(await auditOf(order.orderNo)).toEqual([]);
    const unknown = await finance.call(paymentDesk.confirmCovered, { orderNo: 'SO-NO-SUCH-ORDER' });
    expect(unknown.body.result).toBe(0);
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
