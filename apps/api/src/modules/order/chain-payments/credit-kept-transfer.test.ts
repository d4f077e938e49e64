import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import {
  KEPT_TRANSFER_ORDER_CLOSED,
  KEPT_TRANSFER_ORDER_NOT_AWAITING,
  KEPT_TRANSFER_TAKEN,
  PERMISSION_DENIED,
} from '@hashforge/contract/admin/messages';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendToken } from '#api/test/chain/evm-node.ts';
import {
  placeUsdtOrder,
  startUsdtChain,
  submitTxHash,
  type UsdtChain,
  type UsdtOrder,
} from '#api/test/chain/usdt-orders.ts';
import { adminCall, createTestStaff, type StaffSession, signInStaff } from '#api/test/support/admin.ts';
import { databaseState } from '#api/test/support/db-snapshot.ts';
import { createTestProduct, type TestProduct } from '#api/test/support/factories/catalog.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { readUsdtConfig } from '../../settings/usdt-settings.ts';
import { closeUnpaidOrder } from '../close-unpaid-order.ts';
import { scanChainTransfers } from './scan-chain-transfers.ts';
import { HASH_TAKEN } from './submit-chain-payment.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

// Finance credits a transfer the watcher kept to the order it names (decision 025), on a real local chain.

const ctx = useTestContext({ CHAIN_RPC_TIMEOUT_MS: '1000' });

let chain: UsdtChain;
let product: TestProduct;
let finance: StaffSession;
let otherFinance: StaffSession;
let warehouse: StaffSession;
let financeId: number;

const CONFIRMATIONS = 2;

beforeAll(async () => {
  chain = await startUsdtChain(ctx, CONFIRMATIONS);
  product = await createTestProduct(ctx);
  const staff = await createTestStaff(ctx, 'finance');
  financeId = staff.id;
  finance = await signInStaff(ctx, staff);
  otherFinance = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
  warehouse = await signInStaff(ctx, await createTestStaff(ctx, 'warehouse'));
  // Sign-ins moved the test clock on; the chain's blocks carry real time, and orders come before transfers.
  ctx.clock.set(new Date());
  // The first scan starts the watch at the confirmed head.
  expect(await scan()).toMatchObject({ kind: 'scanned', toBlock: null });
}, 180_000);

afterAll(async () => {
  await chain?.node.stop();
});

async function scan() {
  return scanChainTransfers(ctx.deps, (await readUsdtConfig(ctx.deps)).networks[0]!);
}

/**
 * A confirmed transfer of `units` that the watcher keeps for finance: the order did not choose USDT,
 * so it holds no amount and the watcher credits it to nobody. Answers the kept row and its hash.
 */
async function keptTransfer(units: bigint): Promise<{ id: number; hash: Hex }> {
  const hash = (await sendToken(chain.node, chain.usdt, chain.payer, chain.vendor, units)).toLowerCase() as Hex;
  await chain.node.mine(CONFIRMATIONS);
  expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 1 });
  const row = await ctx.deps.prisma.chainUnmatchedTransfer.findFirstOrThrow({ where: { txHash: hash } });
  expect(row.reason).toBe('no-order');
  return { id: row.id, hash };
}

const placeOrder = () => placeUsdtOrder(ctx, product);

const credit = (id: number, orderNo: string, session = finance) =>
  adminCall(ctx, chainTransferDesk.creditUnmatched, { id, orderNo }, { session });

async function orderOf(placed: UsdtOrder) {
  const o = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: placed.orderNo } });
  return {
    status: o.orderStatus,
    paid: o.paidAmount.toFixed(2),
    payable: o.payableAmount.toFixed(2),
    payType: o.payType,
  };
}

const creditAudits = (orderNo: string) =>
  ctx.deps.prisma.auditEvent.findMany({ where: { action: 'payments.chain-credit', entityId: orderNo } });
const creditedMails = (orderNo: string) =>
  ctx.deps.prisma.notifyRecord.count({ where: { entityId: orderNo, purpose: 'order-chain-credited' } });
const listed = async () =>
  (
    await adminCall(ctx, chainTransferDesk.listUnmatched, { page: 1, limit: 200 }, { session: finance })
  ).body.data.list.map((t) => t.txHash);

const usd = (units: bigint) => (Number(units / 10_000n) / 100).toFixed(2);

describe('finance credits a kept transfer to an order (payments/unmatched-transfers/credit)', () => {
  it('credits it as a named hash is: a chain payment holding the hash, the order paid, audited by the clerk, one mail', async () => {
    const placed = await placeOrder();
    const kept = await keptTransfer(placed.payable);
    expect(await listed()).toContain(kept.hash);

    const res = await credit(kept.id, placed.orderNo);
    expect(res.body).toMatchObject({
      result: 1,
      data: { orderNo: placed.orderNo, orderStatus: 30, amount: usd(placed.payable) },
    });
    const order = await orderOf(placed);
    // Placed for the wire, it was paid in USDT: its method says so, as a named hash's does.
    expect(order).toMatchObject({ status: 30, paid: order.payable, payType: 4 });
    const payment = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: kept.hash } });
    expect(payment).toMatchObject({
      id: res.body.data.paymentId,
      status: 1,
      heldTxHash: kept.hash,
      fromAddress: chain.payer.toLowerCase(),
      amountUnits: expect.anything(),
    });
    expect(payment.amount?.toFixed(2)).toBe(order.payable);
    // The clerk's audit row, in the credit's transaction; one mail to the buyer.
    const audits = await creditAudits(placed.orderNo);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: financeId });
    expect(audits[0]!.after).toMatchObject({ matchedBy: 'finance', keptTransferId: kept.id, orderStatus: 30 });
    expect(await creditedMails(placed.orderNo)).toBe(1);
    // No longer listed; credited again or named by a buyer, it is refused: a hash counts once.
    expect(await listed()).not.toContain(kept.hash);
    expect((await credit(kept.id, placed.orderNo)).body).toMatchObject({ result: 0, msg: KEPT_TRANSFER_TAKEN });
    const other = await placeOrder();
    const named = await submitTxHash(ctx, other, kept.hash);
    expect(named.body).toMatchObject({ result: 0, msg: HASH_TAKEN });
    expect(await creditAudits(placed.orderNo)).toHaveLength(1);
  });

  it('a short transfer leaves the order at 25 awaiting the rest, and a second one can pay it', async () => {
    const placed = await placeOrder();
    const part = placed.payable / 4n;
    const first = await keptTransfer(part);
    expect((await credit(first.id, placed.orderNo)).body).toMatchObject({ result: 1, data: { orderStatus: 25 } });
    expect(await orderOf(placed)).toMatchObject({ status: 25, paid: usd(part) });
    const rest = await keptTransfer(placed.payable - part);
    expect((await credit(rest.id, placed.orderNo)).body).toMatchObject({ result: 1, data: { orderStatus: 30 } });
    expect(await creditedMails(placed.orderNo)).toBe(2);
  });

  it('refuses an order canceled, expired, paid or unknown, and a transfer a claim holds: each changes nothing', async () => {
    const kept = await keptTransfer(123_450_000n);
    const refused = async (orderNo: string, msg: string, id = kept.id) => {
      const before = await databaseState(ctx);
      expect((await credit(id, orderNo)).body).toMatchObject({ result: 0, msg, data: null });
      expect(await databaseState(ctx)).toEqual(before);
    };

    const canceled = await placeOrder();
    const canceledId = (await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: canceled.orderNo } })).id;
    expect(await closeUnpaidOrder(ctx.deps, canceledId, 'canceled')).toBe(true);
    await refused(canceled.orderNo, KEPT_TRANSFER_ORDER_CLOSED);

    // Past its expiry, not closed yet by the expiry run: expired all the same.
    const expired = await placeOrder();
    await ctx.deps.prisma.order.update({
      where: { orderNo: expired.orderNo },
      data: { expiresAt: new Date(ctx.clock.now().getTime() - 1000) },
    });
    await refused(expired.orderNo, KEPT_TRANSFER_ORDER_CLOSED);

    const paid = await placeOrder();
    expect((await credit((await keptTransfer(paid.payable)).id, paid.orderNo)).body.result).toBe(1);
    await refused(paid.orderNo, KEPT_TRANSFER_ORDER_NOT_AWAITING);

    await refused('NO-SUCH-ORDER', 'Order not found');

    // A buyer named the hash: the claim holds it, and the worker decides it.
    const claimant = await placeOrder();
    const claimed = await keptTransfer(claimant.payable);
    expect((await submitTxHash(ctx, claimant, claimed.hash)).body.result).toBe(1);
    await refused((await placeOrder()).orderNo, KEPT_TRANSFER_TAKEN, claimed.id);

    // Staff without payments.review are refused too.
    const open = await placeOrder();
    const res = await credit(kept.id, open.orderNo, warehouse);
    expect(res.body).toMatchObject({ result: 0, msg: PERMISSION_DENIED });
    expect(await orderOf(open)).toMatchObject({ status: 10, paid: '0.00' });
    expect(await listed()).toContain(kept.hash);
  });

  it('two finance staff at once credit it once: the other is told, one audit row, one mail', async () => {
    const placed = await placeOrder();
    const rival = await placeOrder();
    const kept = await keptTransfer(placed.payable);
    const [a, b, c] = await Promise.all([
      credit(kept.id, placed.orderNo, finance),
      credit(kept.id, placed.orderNo, otherFinance),
      credit(kept.id, rival.orderNo, otherFinance),
    ]);
    const answers = [a, b, c].map((r) => r.body);
    expect(answers.filter((r) => r.result === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.result === 0).map((r) => r.msg)).toEqual([KEPT_TRANSFER_TAKEN, KEPT_TRANSFER_TAKEN]);
    const winner = answers.find((r) => r.result === 1)!.data!.orderNo;
    const loser = winner === placed.orderNo ? rival : placed;
    expect(await ctx.deps.prisma.chainPayment.count({ where: { txHash: kept.hash } })).toBe(1);
    expect(await creditAudits(winner)).toHaveLength(1);
    expect(await creditedMails(winner)).toBe(1);
    expect(await orderOf(loser)).toMatchObject({ status: 10, paid: '0.00' });
    expect(await creditAudits(loser.orderNo)).toHaveLength(0);
    expect(await creditedMails(loser.orderNo)).toBe(0);
  });

  it('finance and a buyer naming the hash at the same moment: it is credited once, one mail', async () => {
    const placed = await placeOrder();
    const buyer = await placeOrder();
    const kept = await keptTransfer(placed.payable);
    const [byFinance, byBuyer] = await Promise.all([
      credit(kept.id, placed.orderNo),
      submitTxHash(ctx, buyer, kept.hash),
    ]);
    // Exactly one holds the hash; the other is told.
    expect([byFinance.body.result, byBuyer.body.result].sort()).toEqual([0, 1]);
    if (byFinance.body.result === 0) expect(byFinance.body.msg).toBe(KEPT_TRANSFER_TAKEN);
    else expect(byBuyer.body.msg).toBe(HASH_TAKEN);
    // The buyer's claim, if it won, is credited by the worker's check.
    const rows = await ctx.deps.prisma.chainPayment.findMany({ where: { txHash: kept.hash } });
    expect(rows).toHaveLength(1);
    if (rows[0]!.status === 0) expect(await checkChainPayment(ctx.deps, rows[0]!.id)).toEqual({ kind: 'credited' });
    const credited = byFinance.body.result === 1 ? placed : buyer;
    const other = credited === placed ? buyer : placed;
    expect((await orderOf(credited)).status).toBe(30);
    expect(await creditAudits(credited.orderNo)).toHaveLength(1);
    expect(await creditedMails(credited.orderNo)).toBe(1);
    expect(await orderOf(other)).toMatchObject({ status: 10, paid: '0.00' });
    expect(await creditedMails(other.orderNo)).toBe(0);
  });
});
