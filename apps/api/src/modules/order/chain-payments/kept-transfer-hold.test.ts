import { getUsdtPayInfo } from '@hashforge/contract';
import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keepSharedTransfer,
  pastDeadline,
  startUsdtChain,
  submitTxHash,
  type UsdtChain,
  type UsdtOrder,
  watchFromNow,
} from '#api/test/chain/usdt-orders.ts';
import { adminCall, createTestStaff, type StaffSession, signInStaff } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { closeUnpaidOrder } from '../close-unpaid-order.ts';
import { sweepOrders } from '../order-expiry.worker.ts';
import { cancelOrderByStaff } from '../staff/cancel-order.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

// A kept shared-amount transfer holds the orders it could belong to until a claim or finance takes it
// (decision 025, "Nothing is lost"), on a real local chain.

const ctx = useTestContext({ CHAIN_RPC_TIMEOUT_MS: '1000' });

let chain: UsdtChain;
let finance: StaffSession;

const CONFIRMATIONS = 2;

beforeAll(async () => {
  chain = await startUsdtChain(ctx, CONFIRMATIONS);
  finance = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
  await watchFromNow(ctx);
}, 180_000);

afterAll(() => chain?.node.stop());

const idOf = async (order: UsdtOrder) =>
  (await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).id;
const statusOf = async (order: UsdtOrder) =>
  (await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: order.orderNo } })).orderStatus;

const payInfo = async (order: UsdtOrder) =>
  (await call(ctx, getUsdtPayInfo, { orderNo: order.orderNo }, order.token)).body.data;

describe('a kept shared amount holds the orders it was shown to (decision 025)', () => {
  it('neither order expires past its deadline, by the job or the sweep, and each buyer is told it arrived, nothing of the other', async () => {
    const { holder, hashOnly, hash, kept } = await keepSharedTransfer(ctx, chain, CONFIRMATIONS, '888.00');
    await pastDeadline(ctx, holder, hashOnly);
    expect(await closeUnpaidOrder(ctx.deps, await idOf(holder), 'expired')).toBe(false);
    expect(await closeUnpaidOrder(ctx.deps, await idOf(hashOnly), 'expired')).toBe(false);
    await sweepOrders(ctx.deps);
    expect([await statusOf(holder), await statusOf(hashOnly)]).toEqual([10, 10]);

    // Each Pay page says a transfer of its amount arrived and waits for its hash.
    for (const [order, other] of [
      [holder, hashOnly],
      [hashOnly, holder],
    ] as const) {
      const info = await payInfo(order);
      expect(info.sharedTransfers).toEqual([
        { amount: '888.00', token: 'USDT', networkName: 'Local chain', arrivedAt: kept.blockTime.toISOString() },
      ]);
      const told = JSON.stringify(info.sharedTransfers).toLowerCase();
      for (const secret of [hash, chain.payer.toLowerCase(), other.orderNo.toLowerCase()])
        expect(told).not.toContain(secret);
    }

    // The hash-only buyer names it: their claim holds the transfer, and the holder's hold lifts.
    expect((await submitTxHash(ctx, hashOnly, hash)).body.result).toBe(1);
    expect((await payInfo(holder)).sharedTransfers).toEqual([]);
    expect((await payInfo(hashOnly)).sharedTransfers).toEqual([]);
    // The holder's expiry job ran long ago: the next sweep finds it and closes it, its units back on sale.
    await sweepOrders(ctx.deps);
    expect(await statusOf(holder)).toBe(0);
    expect(await statusOf(hashOnly)).toBe(10);
    const payment = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash } });
    expect(await checkChainPayment(ctx.deps, payment.id)).toEqual({ kind: 'credited' });
    expect(await statusOf(hashOnly)).toBe(30);
  });

  it('finance credits it to an order past its deadline that it holds; the other expires at the next sweep', async () => {
    const { holder, hashOnly, kept } = await keepSharedTransfer(ctx, chain, CONFIRMATIONS, '889.00');
    await pastDeadline(ctx, holder, hashOnly);
    await sweepOrders(ctx.deps);
    expect([await statusOf(holder), await statusOf(hashOnly)]).toEqual([10, 10]);

    const res = await adminCall(
      ctx,
      chainTransferDesk.creditUnmatched,
      { id: kept.id, orderNo: hashOnly.orderNo },
      { session: finance },
    );
    expect(res.body).toMatchObject({ result: 1, data: { orderNo: hashOnly.orderNo, orderStatus: 30 } });
    await sweepOrders(ctx.deps);
    expect(await statusOf(holder)).toBe(0);
    expect(await statusOf(hashOnly)).toBe(30);
  });

  it('staff cancel a held order all the same; the other stays held', async () => {
    const { holder, hashOnly } = await keepSharedTransfer(ctx, chain, CONFIRMATIONS, '890.00');
    await pastDeadline(ctx, holder, hashOnly);
    expect(
      await cancelOrderByStaff(ctx.deps, null, { orderNo: holder.orderNo, reason: 'The buyer asked us to' }),
    ).toMatchObject({ orderStatus: 0 });
    await sweepOrders(ctx.deps);
    expect(await statusOf(hashOnly)).toBe(10);
    expect((await payInfo(holder)).sharedTransfers).toEqual([]);
  });
});
