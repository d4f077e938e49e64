import { PERMISSION_DENIED } from '@hashforge/contract/admin/messages';
import { orderDesk } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EvmNode, sendToken } from '#api/test/chain/evm-node.ts';
import { placeUsdtOrder, startUsdtChain, submitTxHash, type UsdtOrder } from '#api/test/chain/usdt-orders.ts';
import { adminCall, createTestStaff, type StaffSession, signInStaff } from '#api/test/support/admin.ts';
import { createTestProduct, type TestProduct } from '#api/test/support/factories/catalog.ts';
import { createVerifyingChainPayment } from '#api/test/support/factories/desk.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

const ctx = useTestContext({ CHAIN_RPC_TIMEOUT_MS: '1000' });

let node: EvmNode;
let usdt: Address;
let payer: Address;
let vendor: Address;
let product: TestProduct;
let finance: StaffSession;
let otherFinance: StaffSession;
let warehouse: StaffSession;

const CONFIRMATIONS = 2;

beforeAll(async () => {
  ({ node, usdt, payer, vendor } = await startUsdtChain(ctx, CONFIRMATIONS));
  product = await createTestProduct(ctx);
  finance = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
  otherFinance = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
  warehouse = await signInStaff(ctx, await createTestStaff(ctx, 'warehouse'));
  // Each sign-in moved the test clock on; the chain's blocks carry real time, and a transfer must
  // come after its order, so orders are placed at real time again.
  ctx.clock.set(new Date());
}, 180_000);

afterAll(async () => {
  await node?.stop();
});

type Placed = UsdtOrder;
const placeOrder = () => placeUsdtOrder(ctx, product);

/** Pays `units` on the local chain, names the hash for the order and lets the worker's check credit it. */
async function creditedPayment(placed: Placed, units: bigint): Promise<number> {
  const hash: Hex = await sendToken(node, usdt, payer, vendor, units);
  await node.mine(CONFIRMATIONS);
  const submitted = await submitTxHash(ctx, placed, hash);
  expect(submitted.body.result).toBe(1);
  const row = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash.toLowerCase() } });
  expect(await checkChainPayment(ctx.deps, row.id)).toEqual({ kind: 'credited' });
  return row.id;
}

async function orderOf(orderNo: string) {
  const o = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
  return { status: o.orderStatus, paid: o.paidAmount.toFixed(2) };
}

const failedMails = (orderNo: string) =>
  ctx.deps.prisma.notifyRecord.count({ where: { entityId: orderNo, purpose: 'order-chain-failed' } });
const failAudits = (orderNo: string) =>
  ctx.deps.prisma.auditEvent.count({ where: { action: 'payments.chain-fail', entityId: orderNo } });

const fail = (id: number, session = finance, reason = 'Sender is on a sanctions list') =>
  adminCall(ctx, paymentDesk.failChain, { id, reason }, { session });

describe('finance fails a chain payment (payments/chain/fail)', () => {
  it('fails one still verifying: the worker never credits it afterwards, the buyer is mailed once', async () => {
    const placed = await placeOrder();
    const hash: Hex = await sendToken(node, usdt, payer, vendor, placed.payable);
    await submitTxHash(ctx, placed, hash);
    const row = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash.toLowerCase() } });

    const res = await fail(row.id);
    expect(res.body).toMatchObject({ result: 1, data: { orderNo: placed.orderNo, orderStatus: 10, status: 3 } });
    // Confirmed on chain after finance failed it: nothing is credited.
    await node.mine(CONFIRMATIONS);
    expect(await checkChainPayment(ctx.deps, row.id)).toEqual({ kind: 'done' });
    expect(await orderOf(placed.orderNo)).toEqual({ status: 10, paid: '0.00' });
    const after = await ctx.deps.prisma.chainPayment.findUniqueOrThrow({ where: { id: row.id } });
    // Still holding its hash: a transfer finance failed cannot be named for another order.
    expect(after).toMatchObject({
      status: 3,
      failReason: 'Sender is on a sanctions list',
      heldTxHash: hash.toLowerCase(),
    });
    expect(after.failedByStaffId).not.toBeNull();
    expect(await failedMails(placed.orderNo)).toBe(1);
    expect(await failAudits(placed.orderNo)).toBe(1);

    const detail = await adminCall(ctx, paymentDesk.getChain, { id: row.id }, { session: finance });
    expect(detail.body.data).toMatchObject({
      status: 3,
      failReason: 'Sender is on a sanctions list',
    });
  });

  it('takes a credited payment back: 30 -> 10 when nothing stays paid, the paid amount back to 0', async () => {
    const placed = await placeOrder();
    const id = await creditedPayment(placed, placed.payable);
    const payable = (await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: placed.orderNo } }))
      .payableAmount;
    expect(await orderOf(placed.orderNo)).toEqual({ status: 30, paid: payable.toFixed(2) });

    const res = await fail(id);
    expect(res.body).toMatchObject({ result: 1, data: { orderStatus: 10, status: 3 } });
    expect(await orderOf(placed.orderNo)).toEqual({ status: 10, paid: '0.00' });
    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'payments.chain-fail', entityId: placed.orderNo },
    });
    expect(audit.after).toMatchObject({ orderStatus: 10, paidAmount: '0.00', takenBack: payable.toFixed(2) });
    expect(await failedMails(placed.orderNo)).toBe(1);
  });

  it('takes back one of two payments: 30 -> 25 with the other still paid, then 25 -> 10', async () => {
    const placed = await placeOrder();
    const part = placed.payable / 4n;
    const first = await creditedPayment(placed, part);
    expect((await orderOf(placed.orderNo)).status).toBe(25);
    const second = await creditedPayment(placed, placed.payable - part);
    expect((await orderOf(placed.orderNo)).status).toBe(30);

    expect((await fail(second)).body).toMatchObject({ result: 1, data: { orderStatus: 25 } });
    const partUsd = (Number(part / 10_000n) / 100).toFixed(2);
    expect(await orderOf(placed.orderNo)).toEqual({ status: 25, paid: partUsd });
    expect((await fail(first)).body).toMatchObject({ result: 1, data: { orderStatus: 10 } });
    expect(await orderOf(placed.orderNo)).toEqual({ status: 10, paid: '0.00' });
  });

  it('two finance staff at once: one wins, the other is told; one audit row, one mail', async () => {
    const placed = await placeOrder();
    const id = await creditedPayment(placed, placed.payable);
    const [a, b] = await Promise.all([fail(id, finance, 'Sanctioned'), fail(id, otherFinance, 'Sanctioned too')]);
    const results = [a.body.result, b.body.result].sort();
    expect(results).toEqual([0, 1]);
    const loser = a.body.result === 0 ? a : b;
    expect(loser.body.msg).toBe('This chain payment was already failed by finance');
    expect(await orderOf(placed.orderNo)).toEqual({ status: 10, paid: '0.00' });
    expect(await failAudits(placed.orderNo)).toBe(1);
    expect(await failedMails(placed.orderNo)).toBe(1);
  });

  it('refuses staff without payments.review, and changes nothing', async () => {
    const payment = await createVerifyingChainPayment(ctx);
    const res = await fail(payment.paymentId, warehouse);
    expect(res.body).toMatchObject({ result: 0, msg: PERMISSION_DENIED });
    const row = await ctx.deps.prisma.chainPayment.findUniqueOrThrow({ where: { id: payment.paymentId } });
    expect(row.status).toBe(0);
    expect(await failAudits(payment.orderNo)).toBe(0);
  });

  it('refuses once the order has shipped, and changes nothing', async () => {
    const placed = await placeOrder();
    const id = await creditedPayment(placed, placed.payable);
    const order = await ctx.deps.prisma.order.findUniqueOrThrow({
      where: { orderNo: placed.orderNo },
      include: { lines: true },
    });
    const shipped = await adminCall(
      ctx,
      orderDesk.ship,
      {
        orderNo: placed.orderNo,
        carrier: 'DHL',
        trackingNo: 'TRACK-1',
        lines: order.lines.map((l) => ({ orderLineId: l.id, quantity: l.productNum })),
      },
      { session: warehouse },
    );
    expect(shipped.body.data).toMatchObject({ orderStatus: 40 });

    const res = await fail(id);
    expect(res.body).toMatchObject({ result: 0, msg: expect.stringMatching(/shipped/) });
    expect(await orderOf(placed.orderNo)).toEqual({ status: 40, paid: order.paidAmount.toFixed(2) });
    expect((await ctx.deps.prisma.chainPayment.findUniqueOrThrow({ where: { id } })).status).toBe(1);
    expect(await failAudits(placed.orderNo)).toBe(0);
    expect(await failedMails(placed.orderNo)).toBe(0);
  });
});

describe('the chain payments list and detail (payments/chain, payments/chain/get)', () => {
  it('finds a payment by hash and order number, filters by status and network, and links the explorer', async () => {
    const placed = await placeOrder();
    const id = await creditedPayment(placed, placed.payable);
    const row = await ctx.deps.prisma.chainPayment.findUniqueOrThrow({ where: { id } });
    const list = (input: Record<string, unknown>) =>
      adminCall(ctx, paymentDesk.listChain, { page: 1, limit: 50, ...input }, { session: finance });

    expect((await list({ q: row.txHash.slice(0, 20).toUpperCase() })).body.data?.list.map((r) => r.id)).toContain(id);
    const byOrder = await list({ q: placed.orderNo, status: 1, network: 'local' });
    expect(byOrder.body.data).toMatchObject({
      total: 1,
      list: [{ id, orderNo: placed.orderNo, status: 1, networkName: 'Local chain' }],
    });
    expect((await list({ q: placed.orderNo, status: 0 })).body.data?.total).toBe(0);
    expect((await list({ q: placed.orderNo, network: 'elsewhere' })).body.data?.total).toBe(0);

    const detail = await adminCall(ctx, paymentDesk.getChain, { id }, { session: finance });
    expect(detail.body.data).toMatchObject({
      txHash: row.txHash,
      fromAddress: payer.toLowerCase(),
      amountUnits: placed.payable.toString(),
      decimals: 6,
      // The transfer's own block and the CONFIRMATIONS mined on it.
      confirmations: CONFIRMATIONS + 1,
      requiredConfirmations: CONFIRMATIONS,
      txUrl: `https://explorer.example/tx/${row.txHash}`,
      fromUrl: `https://explorer.example/address/${payer.toLowerCase()}`,
      orderStatus: 30,
    });
    expect(detail.body.data?.blockNumber).toMatch(/^\d+$/);
  });
});
