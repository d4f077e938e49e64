import { FinanceStatus, msg, OrderStatus } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  createReadyBuyer,
  orderProduct,
  placeOrder,
  previewAmount,
} from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { uploadProof } from '../../../test/support/factories/desk.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { closeUnpaidOrder } from './close-unpaid-order.ts';
import { isProofReviewOverdue, proofReviewDeadline } from './proof-review-deadline.ts';

const HOUR = 3600 * 1000;

/** docs/domain.md D3, "No stock held for nothing": a buyer cannot hold more unpaid orders than the shop allows. */
describe('POST order/create with unpaid orders already held (ORDER_MAX_UNPAID=2)', () => {
  const ctx = useTestContext({ ORDER_MAX_UNPAID: '2' });

  it('refuses a third unpaid order with a clear message, and takes one again once an order is closed', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 20 }] });
    const first = await orderProduct(ctx, buyer, product, 1);
    await orderProduct(ctx, buyer, product, 1);

    const cartId = await addToCart(ctx, buyer.token, product, 1);
    const productAmount = await previewAmount(ctx, buyer.token, [cartId]);
    const refused = await placeOrder(ctx, buyer, { cartIds: [cartId], productAmount });
    expect(refused.body).toMatchObject({ result: 0, msg: msg.tooManyUnpaidOrders(2) });
    expect(refused.body.msg).toBe(
      'You already have 2 orders awaiting payment. Pay for or cancel one before placing another',
    );

    const id = (await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: first } })).id;
    expect(await closeUnpaidOrder(ctx.deps, id, 'canceled')).toBe(true);
    const accepted = await placeOrder(ctx, buyer, { cartIds: [cartId], productAmount });
    expect(accepted.body.result).toBe(1);
  });

  it('counts an order waiting for its proof review (20) as unpaid', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 20 }] });
    const orderNo = await orderProduct(ctx, buyer, product, 1);
    await uploadProof(ctx, { buyer, orderNo }, '100');
    expect((await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } })).orderStatus).toBe(
      OrderStatus.paidPendingReview,
    );
    await orderProduct(ctx, buyer, product, 1);
    const cartId = await addToCart(ctx, buyer.token, product, 1);
    const productAmount = await previewAmount(ctx, buyer.token, [cartId]);
    const refused = await placeOrder(ctx, buyer, { cartIds: [cartId], productAmount });
    expect(refused.body).toMatchObject({ result: 0, msg: msg.tooManyUnpaidOrders(2) });
  });

  it('lets exactly one of two concurrent checkouts take the last free place', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 20 }] });
    await orderProduct(ctx, buyer, product, 1);
    const a = await addToCart(ctx, buyer.token, product, 1);
    const other = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '50.00', stock: 20 }] });
    const b = await addToCart(ctx, buyer.token, other, 1);
    const [amountA, amountB] = [await previewAmount(ctx, buyer.token, [a]), await previewAmount(ctx, buyer.token, [b])];
    const answers = await Promise.all([
      placeOrder(ctx, buyer, { cartIds: [a], productAmount: amountA }),
      placeOrder(ctx, buyer, { cartIds: [b], productAmount: amountB }),
    ]);
    expect(answers.map((r) => r.body.result).sort()).toEqual([0, 1]);
    const held = await ctx.deps.prisma.order.count({ where: { userId: buyer.id, orderStatus: OrderStatus.unpaid } });
    expect(held).toBe(2);
  });
});

describe('proofReviewDeadline (the dashboard lists orders at 20 by it)', () => {
  const at = new Date('2026-11-25T08:00:00Z');
  const proof = (hoursAgo: number, financeStatus: number = FinanceStatus.awaiting) => ({
    createdAt: new Date(at.getTime() - hoursAgo * HOUR),
    financeStatus,
  });

  it('is PROOF_REVIEW_HOURS after the oldest proof still awaiting review', () => {
    const order = {
      orderStatus: OrderStatus.paidPendingReview,
      proofs: [proof(30, FinanceStatus.failed), proof(5), proof(2)],
    };
    expect(proofReviewDeadline(order, 24)).toEqual(new Date(at.getTime() + 19 * HOUR));
    expect(isProofReviewOverdue(order, 24, at)).toBe(false);
    expect(isProofReviewOverdue(order, 4, at)).toBe(true);
  });

  it('is null for an order not waiting at 20, or with nothing to review', () => {
    expect(proofReviewDeadline({ orderStatus: OrderStatus.unpaid, proofs: [proof(1)] }, 24)).toBeNull();
    expect(proofReviewDeadline({ orderStatus: OrderStatus.paidPendingReview, proofs: [] }, 24)).toBeNull();
  });
});
