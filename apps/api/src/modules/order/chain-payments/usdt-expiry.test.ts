import { updatePayMethod } from '@hashforge/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { createReadyBuyer, orderProduct } from '#api/test/support/factories/buying.ts';
import { createTestProduct } from '#api/test/support/factories/catalog.ts';
import { eventually, useOrderExpiryWorkers } from '#api/test/support/jobs.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { saveUsdtSettings } from '../../settings/usdt-settings.ts';
import { expiryJobId } from '../order-expiry.worker.ts';
import { reminderJobId } from '../remind-unpaid-order.ts';

const HOUR = 3600_000;
const ctx = useTestContext();
useOrderExpiryWorkers(ctx);

/** USDT on, on a network no test here reads (choosing USDT reads no chain), with `payWithinHours`. */
async function usdtOn(payWithinHours: number | null) {
  await saveUsdtSettings(ctx.deps, null, {
    networks: [
      {
        key: 'eth',
        name: 'Ethereum',
        chainId: 1,
        enabled: true,
        rpcUrls: ['https://rpc.example/never-read'],
        tokens: [{ symbol: 'USDT', contract: `0x${'1'.repeat(40)}`, decimals: 6 }],
        confirmations: 12,
        receivingAddress: `0x${'2'.repeat(40)}`,
        explorerTxUrl: null,
      },
    ],
    payWithinHours,
  });
}

async function placeOrder() {
  const buyer = await createReadyBuyer(ctx);
  const orderNo = await orderProduct(ctx, buyer, await createTestProduct(ctx), 1);
  const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
  return { token: buyer.token, orderNo, id: order.id, createdAt: order.createdAt, expiresAt: order.expiresAt };
}

const choose = (placed: { orderNo: string; token: string }, payType: number) =>
  call(ctx, updatePayMethod, { orderNo: placed.orderNo, payType }, placed.token);
const orderOf = (id: number) => ctx.deps.prisma.order.findUniqueOrThrow({ where: { id } });
/** When a queued job of the order expiry queue is due, by its own delay. */
async function dueAt(jobId: string): Promise<number> {
  const job = await ctx.deps.queues.orderExpiry.getJob(jobId);
  expect(await job?.getState()).toBe('delayed');
  return job!.timestamp + job!.opts.delay!;
}

describe("choosing USDT brings the order's own expiry forward to payWithinHours (decision 025)", () => {
  let start: Date;
  beforeAll(() => {
    start = ctx.clock.now();
  });
  beforeEach(() => ctx.clock.set(start));

  it('expires 24 hours after creation instead of 48: the expiry job closes it then; back to the wire keeps it', async () => {
    await usdtOn(24);
    const placed = await placeOrder();
    expect(placed.expiresAt.getTime() - placed.createdAt.getTime()).toBe(48 * HOUR);
    ctx.clock.advance(HOUR);

    expect((await choose(placed, 4)).body.result).toBe(1);
    const usdt = placed.createdAt.getTime() + 24 * HOUR;
    expect(await orderOf(placed.id)).toMatchObject({ payType: 4, expiresAt: new Date(usdt) });
    // The queued jobs moved with it: expiry at 24 hours, the reminder 12 hours before.
    expect(Math.abs((await dueAt(expiryJobId(placed.id))) - usdt)).toBeLessThan(HOUR + 60_000);
    expect(Math.abs((await dueAt(reminderJobId(placed.id))) - (usdt - 12 * HOUR))).toBeLessThan(HOUR + 60_000);

    // Back to the wire: the shorter expiry stands.
    expect((await choose(placed, 3)).body.result).toBe(1);
    expect((await orderOf(placed.id)).expiresAt.getTime()).toBe(usdt);

    // At 24 hours and a second the expiry job, run now, closes it.
    ctx.clock.set(new Date(usdt + 1000));
    await (await ctx.deps.queues.orderExpiry.getJob(expiryJobId(placed.id)))!.promote();
    await eventually(async () => ((await orderOf(placed.id)).orderStatus === 0 ? true : undefined));
  });

  it('never lengthens: payWithinHours beyond the 48 hours leaves the expiry as it is', async () => {
    await usdtOn(72);
    const placed = await placeOrder();
    expect((await choose(placed, 4)).body.result).toBe(1);
    expect((await orderOf(placed.id)).expiresAt).toEqual(placed.expiresAt);
  });

  it('refuses USDT once its hours have passed, and leaves the wire open until the order expires', async () => {
    await usdtOn(24);
    const placed = await placeOrder();
    // Placed 30 hours ago (the buyer's session would not outlive moving the clock that far).
    const placedAt = new Date(placed.createdAt.getTime() - 30 * HOUR);
    const expiresAt = new Date(placedAt.getTime() + 48 * HOUR);
    await ctx.deps.prisma.order.update({ where: { id: placed.id }, data: { createdAt: placedAt, expiresAt } });
    const late = await choose(placed, 4);
    expect(late.body).toMatchObject({ result: 0 });
    expect(JSON.stringify(late.body)).toMatch(/The time to pay in USDT \(24 hours from the order\) has passed/);
    const after = await orderOf(placed.id);
    expect(after).toMatchObject({ expiresAt, orderStatus: 10 });
    expect(after.payType).not.toBe(4);
    expect((await choose(placed, 3)).body.result).toBe(1);
  });
});
