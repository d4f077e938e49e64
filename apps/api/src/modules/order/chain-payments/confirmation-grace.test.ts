import { getUsdtPayInfo, updatePayMethod } from '@hashforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendToken } from '#api/test/chain/evm-node.ts';
import {
  placeUsdtOrder,
  scanUsdt,
  startUsdtChain,
  testNetwork,
  type UsdtChain,
  type UsdtOrder,
  watchFromNow,
} from '#api/test/chain/usdt-orders.ts';
import { call } from '#api/test/support/call.ts';
import { createTestProduct, type TestProduct } from '#api/test/support/factories/catalog.ts';
import { eventually, useOrderExpiryWorkers } from '#api/test/support/jobs.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { saveUsdtSettings } from '../../settings/usdt-settings.ts';
import { closeUnpaidOrder } from '../close-unpaid-order.ts';
import { expiryJobId, sweepOrders } from '../order-expiry.worker.ts';

// An order paying USDT by its own amount stays open CHAIN_CONFIRM_GRACE_MS past its deadline, for a
// transfer sent just before it to gather its confirmations (decision 025), on a real local chain.

const GRACE_MS = 600_000;
const ctx = useTestContext({ CHAIN_RPC_TIMEOUT_MS: '1000', CHAIN_CONFIRM_GRACE_MS: String(GRACE_MS) });
useOrderExpiryWorkers(ctx);

let chain: UsdtChain;
let product: TestProduct;
const CONFIRMATIONS = 3;

beforeAll(async () => {
  chain = await startUsdtChain(ctx, CONFIRMATIONS);
  product = await createTestProduct(ctx);
  await watchFromNow(ctx);
}, 180_000);

afterAll(() => chain?.node.stop());

const orderOf = (order: UsdtOrder) => ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: order.orderNo } });
const statusOf = async (order: UsdtOrder) => (await orderOf(order)).orderStatus;

/** An order that took USDT on its Pay page: it holds its own amount, which the answer gives in units. */
async function amountHolder(): Promise<UsdtOrder & { id: number; units: bigint }> {
  const order = await placeUsdtOrder(ctx, product);
  expect((await call(ctx, updatePayMethod, { orderNo: order.orderNo, payType: 4 }, order.token)).body.result).toBe(1);
  const info = (await call(ctx, getUsdtPayInfo, { orderNo: order.orderNo }, order.token)).body.data;
  expect(info.tail).not.toBe('0.00');
  return { ...order, id: (await orderOf(order)).id, units: BigInt(info.offers[0]!.amountUnits) };
}

/** The order's expiry moved to `ms` from the test's now (negative: past). */
async function expiresIn(order: UsdtOrder, ms: number): Promise<Date> {
  const expiresAt = new Date(ctx.clock.now().getTime() + ms);
  await ctx.deps.prisma.order.update({ where: { orderNo: order.orderNo }, data: { expiresAt } });
  return expiresAt;
}

/** Runs the order's own expiry job now, as at its due time, and waits until it has run. */
async function runExpiryJob(id: number): Promise<void> {
  const queue = ctx.deps.queues.orderExpiry;
  const job = await queue.getJob(expiryJobId(id));
  expect(await job?.getState()).toBe('delayed');
  const before = job!.attemptsStarted;
  await job!.promote();
  await eventually(async () => {
    const now = await queue.getJob(expiryJobId(id));
    if (!now) return true;
    const state = await now.getState();
    return state === 'completed' || (state === 'delayed' && now.attemptsStarted > before) ? true : undefined;
  });
}

/** When the order's expiry job, waiting, is due: its place in BullMQ's delayed set. */
async function expiryJobDueAt(id: number): Promise<number> {
  const queue = ctx.deps.queues.orderExpiry;
  const score = await ctx.deps.redis.zscore(queue.keys.delayed!, expiryJobId(id));
  expect(score).not.toBeNull();
  // BullMQ keeps the due time in milliseconds, shifted by 12 bits for its ordering.
  return Math.floor(Number(score) / 4096);
}

const chainCreditMails = (order: UsdtOrder) =>
  ctx.deps.prisma.notifyRecord.count({ where: { entityId: order.orderNo, purpose: 'order-chain-credited' } });
const expiredMails = (order: UsdtOrder) =>
  ctx.deps.prisma.notifyRecord.count({ where: { entityId: order.orderNo, purpose: 'order-expired' } });

describe('the confirmation grace of an order paying USDT by its own amount (decision 025)', () => {
  it('its expiry job at the deadline leaves it open and waits out the grace, then closes it; the sweep alike', async () => {
    const holder = await amountHolder();
    const expiresAt = await expiresIn(holder, -1000);
    expect(await closeUnpaidOrder(ctx.deps, holder.id, 'expired')).toBe(false);
    await runExpiryJob(holder.id);
    expect(await statusOf(holder)).toBe(10);
    // Queued again for the grace's end (real time: the delay is what was left of it by the test's clock).
    const due = await expiryJobDueAt(holder.id);
    expect(Math.abs(due - (Date.now() + GRACE_MS - 1000))).toBeLessThan(30_000);
    await sweepOrders(ctx.deps);
    expect(await statusOf(holder)).toBe(10);
    // The Pay page says when it closes if nothing arrives.
    const info = (await call(ctx, getUsdtPayInfo, { orderNo: holder.orderNo }, holder.token)).body.data;
    expect(info.confirmingUntil).toBe(new Date(expiresAt.getTime() + GRACE_MS).toISOString());

    // The grace over: the job, run again, closes it once, its buyer mailed once.
    await expiresIn(holder, -GRACE_MS - 1000);
    await runExpiryJob(holder.id);
    expect(await statusOf(holder)).toBe(0);
    expect(await expiredMails(holder)).toBe(1);

    // The sweep passes over one in its grace and closes it after.
    const swept = await amountHolder();
    await expiresIn(swept, -GRACE_MS + 60_000);
    await sweepOrders(ctx.deps);
    expect(await statusOf(swept)).toBe(10);
    await expiresIn(swept, -GRACE_MS - 1000);
    await sweepOrders(ctx.deps);
    expect(await statusOf(swept)).toBe(0);
  });

  it('holds only an order paying USDT by its own amount while USDT is on: a wire order, or USDT with no amount of its own, closes at its deadline as before', async () => {
    const holder = await amountHolder();
    expect(
      (await call(ctx, getUsdtPayInfo, { orderNo: holder.orderNo }, holder.token)).body.data.confirmingUntil,
    ).toBeUndefined();
    const wire = await placeUsdtOrder(ctx, product);
    expect((await call(ctx, updatePayMethod, { orderNo: wire.orderNo, payType: 3 }, wire.token)).body.result).toBe(1);
    // Took USDT, then went back to the wire: its amount is still held, but it pays by wire.
    const back = await amountHolder();
    expect((await call(ctx, updatePayMethod, { orderNo: back.orderNo, payType: 3 }, back.token)).body.result).toBe(1);
    // Pays USDT by naming the hash: all the tails of its due were held, so no amount of its own.
    const hashOnly = await amountHolder();
    await ctx.deps.prisma.chainPayAmount.update({ where: { orderId: hashOnly.id }, data: { heldAmount: null } });

    for (const order of [holder, wire, back, hashOnly]) await expiresIn(order, -1000);
    await runExpiryJob((await orderOf(wire)).id);
    expect(await statusOf(wire)).toBe(0);
    expect(await closeUnpaidOrder(ctx.deps, back.id, 'expired')).toBe(true);
    await sweepOrders(ctx.deps);
    expect(await statusOf(hashOnly)).toBe(0);
    expect(await statusOf(holder)).toBe(10);
    const info = (await call(ctx, getUsdtPayInfo, { orderNo: hashOnly.orderNo }, hashOnly.token)).body.data;
    expect(info.confirmingUntil).toBeUndefined();

    // USDT turned off: no watcher is there to credit it, so the holder closes at its deadline too.
    const network = testNetwork(chain.node, chain.usdt, chain.vendor, { confirmations: CONFIRMATIONS });
    await saveUsdtSettings(ctx.deps, null, { networks: [{ ...network, enabled: false }], payWithinHours: null });
    try {
      await sweepOrders(ctx.deps);
      expect(await statusOf(holder)).toBe(0);
    } finally {
      await saveUsdtSettings(ctx.deps, null, { networks: [network], payWithinHours: null });
    }
  });

  it('a transfer mined just before the deadline, confirmed after it and after the expiry job ran, pays the order: 30, one mail', async () => {
    const holder = await amountHolder();
    const hash = (await sendToken(chain.node, chain.usdt, chain.payer, chain.vendor, holder.units)).toLowerCase();
    // Mined, one confirmation of three: the watcher does not read it yet.
    expect(await scanUsdt(ctx)).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 0 });
    // The deadline passes a second later, and the expiry job runs.
    await expiresIn(holder, -1000);
    await runExpiryJob(holder.id);
    await sweepOrders(ctx.deps);
    expect(await statusOf(holder)).toBe(10);

    await chain.node.mine(CONFIRMATIONS - 1);
    expect(await scanUsdt(ctx)).toMatchObject({ kind: 'scanned', credited: 1, unmatched: 0 });
    expect(await statusOf(holder)).toBe(30);
    expect(await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash } })).toMatchObject({
      orderId: holder.id,
      status: 1,
    });
    expect(await ctx.deps.prisma.chainUnmatchedTransfer.count({ where: { txHash: hash } })).toBe(0);
    expect(await chainCreditMails(holder)).toBe(1);
    expect(await expiredMails(holder)).toBe(0);
    // The job due at the grace's end finds it paid and changes nothing.
    await expiresIn(holder, -GRACE_MS - 1000);
    await runExpiryJob(holder.id);
    expect(await statusOf(holder)).toBe(30);
  });

  it('the expiry and a credit at once: in the grace paid, past it paid or closed, never both', async () => {
    const inGrace = await amountHolder();
    await sendToken(chain.node, chain.usdt, chain.payer, chain.vendor, inGrace.units);
    await chain.node.mine(CONFIRMATIONS - 1);
    await expiresIn(inGrace, -1000);
    const [held] = await Promise.all([closeUnpaidOrder(ctx.deps, inGrace.id, 'expired'), scanUsdt(ctx)]);
    expect(held).toBe(false);
    expect(await statusOf(inGrace)).toBe(30);
    expect(await chainCreditMails(inGrace)).toBe(1);

    for (let round = 0; round < 4; round++) {
      const holder = await amountHolder();
      const hash = (await sendToken(chain.node, chain.usdt, chain.payer, chain.vendor, holder.units)).toLowerCase();
      await chain.node.mine(CONFIRMATIONS - 1);
      await expiresIn(holder, -GRACE_MS - 1000);
      const [closed] = await Promise.all([closeUnpaidOrder(ctx.deps, holder.id, 'expired'), scanUsdt(ctx)]);
      const order = await orderOf(holder);
      const credited = await ctx.deps.prisma.chainPayment.count({ where: { txHash: hash, status: 1 } });
      const kept = await ctx.deps.prisma.chainUnmatchedTransfer.count({ where: { txHash: hash, reason: 'no-order' } });
      if (closed) {
        // Closed first (the order's lock serialises them): nothing paid; the money kept for finance, or,
        // when the watcher had read the order open just before, recorded on it as a refund due.
        expect(order).toMatchObject({ orderStatus: 0 });
        expect(order.paidAmount.toFixed(2)).toBe('0.00');
        expect(credited + kept).toBe(1);
        if (credited) expect(order.refundDueAmount.greaterThan(0)).toBe(true);
        expect(await expiredMails(holder)).toBe(1);
      } else {
        expect(order.orderStatus).toBe(30);
        expect({ credited, kept }).toEqual({ credited: 1, kept: 0 });
        expect(await chainCreditMails(holder)).toBe(1);
        expect(await expiredMails(holder)).toBe(0);
      }
    }
  });
});
