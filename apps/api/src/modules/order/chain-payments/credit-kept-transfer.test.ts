import { getUsdtPayInfo } from '@hashforge/contract';
import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import { dashboardDesk } from '@hashforge/contract/admin/dashboard';
import {
  KEPT_TRANSFER_CLAIMED,
  KEPT_TRANSFER_ORDER_CLOSED,
  KEPT_TRANSFER_ORDER_NOT_AWAITING,
  KEPT_TRANSFER_RETURNED,
  KEPT_TRANSFER_TAKEN,
  PERMISSION_DENIED,
} from '@hashforge/contract/admin/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keepSharedTransfer,
  keepUnmatchedTransfer,
  pastDeadline,
  placeUsdtOrder,
  startUsdtChain,
  submitTxHash,
  type UsdtChain,
  type UsdtOrder,
  watchFromNow,
} from '#api/test/chain/usdt-orders.ts';
import { adminCall, createTestStaff, type StaffSession, signInStaff } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { databaseState } from '#api/test/support/db-snapshot.ts';
import { createTestProduct, type TestProduct } from '#api/test/support/factories/catalog.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { closeUnpaidOrder } from '../close-unpaid-order.ts';
import { sweepOrders } from '../order-expiry.worker.ts';
import { HASH_RETURNED, HASH_TAKEN } from './submit-chain-payment.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

// Finance credits a transfer the watcher kept to the order it names, or marks it returned to its
// sender (decision 025), on a real local chain.

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
  await watchFromNow(ctx);
}, 180_000);

afterAll(async () => {
  await chain?.node.stop();
});

/** A transfer the watcher keeps for finance: the order did not choose USDT, so it holds no amount. */
const keptTransfer = (units: bigint) => keepUnmatchedTransfer(ctx, chain, CONFIRMATIONS, units);

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

const markReturned = (id: number, note = 'Sent back to the sender: refund tx 0x9f3e…', session = finance) =>
  adminCall(ctx, chainTransferDesk.returnUnmatched, { id, note }, { session });
const returnAudits = (id: number) =>
  ctx.deps.prisma.auditEvent.findMany({ where: { action: 'payments.transfer-return', entityId: String(id) } });

describe('finance marks a kept transfer returned (payments/unmatched-transfers/return)', () => {
  it('marks every row of the payment with the clerk, time and note, audited; it leaves the list and pays no order since', async () => {
    const kept = await keptTransfer(321_000_000n);
    // A second transfer of the token in the same transaction, kept as its own row: the payment is both.
    const row = await ctx.deps.prisma.chainUnmatchedTransfer.findUniqueOrThrow({ where: { id: kept.id } });
    const { id: _, ...copy } = row;
    const second = await ctx.deps.prisma.chainUnmatchedTransfer.create({
      data: { ...copy, logIndex: row.logIndex + 1, amountUnits: '1000000', amount: '1.00' },
    });
    expect(await listed()).toContain(kept.hash);
    // A note says what was done.
    expect((await markReturned(kept.id, '   ')).body.result).toBe(0);

    const res = await markReturned(kept.id);
    expect(res.body).toMatchObject({ result: 1, data: { id: kept.id, txHash: kept.hash } });
    const rows = await ctx.deps.prisma.chainUnmatchedTransfer.findMany({ where: { txHash: kept.hash } });
    expect(rows.map((r) => r.id).sort()).toEqual([kept.id, second.id].sort());
    for (const r of rows)
      expect(r).toMatchObject({
        returnedAt: new Date(res.body.data.returnedAt),
        returnedByStaffId: financeId,
        returnNote: 'Sent back to the sender: refund tx 0x9f3e…',
      });
    const audits = await returnAudits(kept.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffId: financeId, entityType: 'chain_unmatched_transfer' });
    expect(audits[0]!.after).toMatchObject({ txHash: kept.hash, note: 'Sent back to the sender: refund tx 0x9f3e…' });
    expect(await listed()).not.toContain(kept.hash);

    // Returned again, credited by finance or named by a buyer: refused, nothing changes.
    const order = await placeUsdtOrder(ctx, product);
    const before = await databaseState(ctx);
    expect((await markReturned(kept.id, 'again', otherFinance)).body).toMatchObject({
      result: 0,
      msg: KEPT_TRANSFER_RETURNED,
    });
    expect(
      (
        await adminCall(
          ctx,
          chainTransferDesk.creditUnmatched,
          { id: kept.id, orderNo: order.orderNo },
          { session: finance },
        )
      ).body,
    ).toMatchObject({ result: 0, msg: KEPT_TRANSFER_RETURNED });
    expect((await submitTxHash(ctx, order, kept.hash)).body).toMatchObject({ result: 0, msg: HASH_RETURNED });
    expect(await databaseState(ctx)).toEqual(before);
  });

  it('is refused while a buyer’s claim holds the transfer', async () => {
    const kept = await keptTransfer(322_000_000n);
    const order = await placeUsdtOrder(ctx, product);
    expect((await submitTxHash(ctx, order, kept.hash)).body.result).toBe(1);
    const before = await databaseState(ctx);
    expect((await markReturned(kept.id)).body).toMatchObject({ result: 0, msg: KEPT_TRANSFER_CLAIMED });
    expect(await databaseState(ctx)).toEqual(before);
  });

  it('two clerks at once: one marks it, the other is told; one audit row', async () => {
    const kept = await keptTransfer(323_000_000n);
    const answers = (await Promise.all([markReturned(kept.id), markReturned(kept.id, 'mine', otherFinance)])).map(
      (r) => r.body,
    );
    expect(answers.map((a) => a.result).sort()).toEqual([0, 1]);
    expect(answers.find((a) => a.result === 0)!.msg).toBe(KEPT_TRANSFER_RETURNED);
    expect(await returnAudits(kept.id)).toHaveLength(1);
  });

  it('a clerk returning it and a buyer naming its hash at once: exactly one goes through', async () => {
    const kept = await keptTransfer(324_000_000n);
    const order = await placeUsdtOrder(ctx, product);
    const [returned, named] = await Promise.all([markReturned(kept.id), submitTxHash(ctx, order, kept.hash)]);
    expect([returned.body.result, named.body.result].sort()).toEqual([0, 1]);
    if (returned.body.result === 1) expect(named.body.msg).toBe(HASH_RETURNED);
    else expect(returned.body.msg).toBe(KEPT_TRANSFER_CLAIMED);
    const claims = await ctx.deps.prisma.chainPayment.count({ where: { heldTxHash: kept.hash } });
    const marked = await ctx.deps.prisma.chainUnmatchedTransfer.count({
      where: { txHash: kept.hash, returnedAt: { not: null } },
    });
    expect(claims + marked).toBe(1);
  });

  it('a returned shared amount holds its orders no more: both expire at the next sweep', async () => {
    const { holder, hashOnly, kept } = await keepSharedTransfer(ctx, chain, CONFIRMATIONS, '888.00');
    await pastDeadline(ctx, holder, hashOnly);
    await sweepOrders(ctx.deps);
    const statuses = async () =>
      (
        await ctx.deps.prisma.order.findMany({
          where: { orderNo: { in: [holder.orderNo, hashOnly.orderNo] } },
          orderBy: { id: 'asc' },
        })
      ).map((o) => o.orderStatus);
    expect(await statuses()).toEqual([10, 10]);

    expect((await markReturned(kept.id)).body.result).toBe(1);
    const info = await call(ctx, getUsdtPayInfo, { orderNo: hashOnly.orderNo }, hashOnly.token);
    expect(info.body.data.sharedTransfers).toEqual([]);
    await sweepOrders(ctx.deps);
    expect(await statuses()).toEqual([0, 0]);
  });
});

describe('the dashboard’s queue of transfers to settle', () => {
  const transfersQueue = async () =>
    (await adminCall(ctx, dashboardDesk.get, {}, { session: finance })).body.data.queues.find(
      (q) => q.key === 'transfers',
    );

  it('counts the kept transfers finance has yet to decide, as its list does, from the oldest kept', async () => {
    const before = (await transfersQueue())!.count;
    const credited = await keptTransfer(431_000_000n);
    const returned = await keptTransfer(432_000_000n);
    const waiting = await transfersQueue();
    expect(waiting).toMatchObject({ count: before + 2, oldestRef: null });
    expect(waiting!.count).toBe((await listed()).length);
    const oldest = await ctx.deps.prisma.chainUnmatchedTransfer.aggregate({
      where: {
        returnedAt: null,
        txHash: { notIn: (await ctx.deps.prisma.chainPayment.findMany()).map((p) => p.txHash) },
      },
      _min: { seenAt: true },
    });
    expect(waiting!.oldestTime).toBe(oldest._min.seenAt!.toISOString());

    expect((await credit(credited.id, (await placeOrder()).orderNo)).body.result).toBe(1);
    expect((await markReturned(returned.id)).body.result).toBe(1);
    expect((await transfersQueue())!.count).toBe(before);
  });
});
