import { randomBytes } from 'node:crypto';
import { createPaymentProof, getOrderByOrderNo } from '@hashforge/contract';
import { expect } from 'vitest';
import { approvePaymentProof } from '../../../src/modules/order/payment-proofs/review-payment-proof.ts';
import { call } from '../call.ts';
import type { TestContext } from '../test-app.ts';
import { createBuyer, type TestBuyer } from './buyer.ts';
import { createReadyBuyer, grantCoupon, orderProduct, submitKycFor, uploadImage } from './buying.ts';
import { createTestProduct, type TestProduct } from './catalog.ts';

type Ctx = Pick<TestContext, 'app' | 'deps'>;

export interface DeskOrder {
  buyer: TestBuyer & { addressId: number };
  product: TestProduct;
  orderNo: string;
  orderId: number;
  /** The order line ids, in order. */
  lineIds: number[];
  payableAmount: string;
}

/** An order at 10 for `quantity` units of a fresh product (price 1999.00), placed through the shop's calls. */
export async function createUnpaidOrder(ctx: Ctx, quantity = 1, stock = 50): Promise<DeskOrder> {
  const buyer = await createReadyBuyer(ctx);
  const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Batch', price: '1999.00', stock }] });
  const orderNo = await orderProduct(ctx, buyer, product, quantity);
  const row = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo }, include: { lines: true } });
  return {
    buyer,
    product,
    orderNo,
    orderId: row.id,
    lineIds: row.lines.map((l) => l.id).sort((a, b) => a - b),
    payableAmount: row.payableAmount.toFixed(2),
  };
}

/** The buyer uploads a proof through `order/aging/create` (order to 20); answers the proof's id. */
export async function uploadProof(
  ctx: Ctx,
  order: Pick<DeskOrder, 'buyer' | 'orderNo'>,
  amount: string,
): Promise<number> {
  const image = await uploadImage(ctx, order.buyer.token);
  const res = await call(
    ctx,
    createPaymentProof,
    { orderNo: order.orderNo, fileModels: [image], currentPayAmount: amount },
    order.buyer.token,
  );
  expect(res.body).toMatchObject({ result: 1 });
  const got = await call(ctx, getOrderByOrderNo, { orderNo: order.orderNo }, order.buyer.token);
  return got.body.data.orderAgingModels.at(-1)!.id;
}

/** An order a coupon covers in full: at 20 with nothing to pay, waiting for finance to confirm it. */
export async function createCoveredOrder(ctx: Ctx): Promise<DeskOrder & { userCouponId: number }> {
  const buyer = await createReadyBuyer(ctx);
  const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Batch', price: '199.00', stock: 50 }] });
  const userCouponId = await grantCoupon(ctx, buyer.id, { price: '200.00' });
  const orderNo = await orderProduct(ctx, buyer, product, 1, { couponId: userCouponId });
  const row = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo }, include: { lines: true } });
  expect(row).toMatchObject({ orderStatus: 20 });
  return {
    buyer,
    product,
    orderNo,
    orderId: row.id,
    lineIds: row.lines.map((l) => l.id),
    payableAmount: row.payableAmount.toFixed(2),
    userCouponId,
  };
}

/** An order at 20 with one proof for the whole payable awaiting review. */
export async function createOrderAwaitingReview(ctx: Ctx, quantity = 1): Promise<DeskOrder & { proofId: number }> {
  const order = await createUnpaidOrder(ctx, quantity);
  const proofId = await uploadProof(ctx, order, order.payableAmount);
  return { ...order, proofId };
}

/** An order at 30: its proof approved for the whole payable. */
export async function createPaidOrder(ctx: Ctx, quantity = 2): Promise<DeskOrder & { proofId: number }> {
  const order = await createOrderAwaitingReview(ctx, quantity);
  await approvePaymentProof(ctx.deps, null, order.proofId, order.payableAmount);
  return order;
}

/** A buyer whose KYC was just submitted (status 1), with real private images. */
export async function createSubmittedKyc(ctx: Ctx): Promise<TestBuyer> {
  const buyer = await createBuyer(ctx);
  await submitKycFor(ctx, buyer);
  return buyer;
}

/**
 * An unpaid order with a USDT transfer named for it and still verifying (decision 025), written
 * straight to the table: what the buyer's order/usdt/submit leaves before the worker reads the chain.
 * Answers the payment's id and hash.
 */
export async function createVerifyingChainPayment(
  ctx: Ctx,
): Promise<DeskOrder & { paymentId: number; txHash: string }> {
  const order = await createUnpaidOrder(ctx);
  const txHash = `0x${randomBytes(32).toString('hex')}`;
  const row = await ctx.deps.prisma.chainPayment.create({
    data: {
      orderId: order.orderId,
      network: 'sample',
      chainId: 1,
      txHash,
      heldTxHash: txHash,
      status: 0,
      requiredConfirmations: 3,
      submittedAt: ctx.deps.clock.now(),
    },
  });
  return { ...order, paymentId: row.id, txHash };
}

/**
 * A USDT transfer the watcher kept for finance (decision 025), written straight to the table: what
 * scanChainTransfers leaves of a confirmed transfer no order took. Answers the row's id and hash.
 */
export async function createKeptTransfer(ctx: Ctx, amount = '1999.00'): Promise<{ id: number; txHash: string }> {
  const txHash = `0x${randomBytes(32).toString('hex')}`;
  const row = await ctx.deps.prisma.chainUnmatchedTransfer.create({
    data: {
      network: 'sample',
      chainId: 1,
      txHash,
      logIndex: 0,
      tokenSymbol: 'USDT',
      tokenContract: `0x${'dac17f95'.repeat(5)}`,
      fromAddress: `0x${'2b5ad5c4'.repeat(5)}`,
      toAddress: `0x${'11'.repeat(20)}`,
      amountUnits: (BigInt(Math.round(Number(amount) * 100)) * 10_000n).toString(),
      decimals: 6,
      amount,
      blockNumber: 21_345_901n,
      blockHash: `0x${randomBytes(32).toString('hex')}`,
      blockTime: ctx.deps.clock.now(),
    },
  });
  return { id: row.id, txHash };
}
