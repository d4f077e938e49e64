import { getUsdtPayInfo, updatePayMethod } from '@hashforge/contract';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileToken,
  deployToken,
  type EvmNode,
  sendRaw,
  sendToken,
  signTokenTransfer,
  startEvmNode,
} from '#api/test/chain/evm-node.ts';
import { placeUsdtOrder, submitTxHash, testNetwork, type UsdtOrder } from '#api/test/chain/usdt-orders.ts';
import { call } from '#api/test/support/call.ts';
import { createTestProduct, type TestProduct } from '#api/test/support/factories/catalog.ts';
import { eventually } from '#api/test/support/jobs.ts';
import { freePort } from '#api/test/support/private-redis.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { saveUsdtSettings } from '../../settings/usdt-settings.ts';
import { closeUnpaidOrder } from '../close-unpaid-order.ts';
import { chainPaymentWorkers } from './chain-payment.worker.ts';
import { evmReader, NetworkUnavailable } from './chain-reader.ts';
import { checkChainPayment, WAITING_FOR_NETWORK } from './verify-chain-payment.ts';

// Short RPC timeouts so a paused node is "down" within a second; a short poll for the worker test.
const env = { CHAIN_RPC_TIMEOUT_MS: '1000', CHAIN_POLL_MS: '200' };
const ctx = useTestContext(env);
/** A second API process on the same database: a second worker. */
const other = useTestContext(env);

let local: EvmNode;
let remote: EvmNode;
let usdt: Address;
let fake: Address;
let remoteUsdt: Address;
let payer: Address;
let vendor: Address;
let stranger: Address;
let product: TestProduct;

const UNIT = 1_000_000n; // 6 decimals
const CONFIRMATIONS = 3;

beforeAll(async () => {
  compileToken();
  [local, remote] = await Promise.all([startEvmNode({ chainId: 31337 }), startEvmNode({ chainId: 31338 })]);
  [payer, vendor, stranger] = [local.accounts[0]!, local.accounts[1]!, local.accounts[2]!];
  usdt = await deployToken(local, payer, 'USDT');
  fake = await deployToken(local, payer, 'FAKE');
  remoteUsdt = await deployToken(remote, payer, 'USDT');
  // The local network's first endpoint refuses connections: every read goes on to the second.
  const dead = `http://127.0.0.1:${await freePort()}`;
  await saveUsdtSettings(ctx.deps, null, {
    networks: [
      testNetwork(local, usdt, vendor, { confirmations: CONFIRMATIONS, rpcUrls: [dead, local.url] }),
      testNetwork(remote, remoteUsdt, vendor, { key: 'remote', name: 'Remote chain', confirmations: CONFIRMATIONS }),
    ],
    payWithinHours: null,
  });
  product = await createTestProduct(ctx);
}, 180_000);

afterAll(async () => {
  await Promise.all([local?.stop(), remote?.stop()]);
});

type Placed = UsdtOrder;
const placeOrder = () => placeUsdtOrder(ctx, product);

/** Runs `act` with the test clock an hour on (an order placed after a transfer), then puts the clock back. */
async function anHourLater(act: () => Promise<void>): Promise<void> {
  const now = ctx.clock.now();
  ctx.clock.advance(3600_000);
  try {
    await act();
  } finally {
    ctx.clock.set(now);
  }
}

async function paymentOf(txHash: Hex) {
  // The newest claim of the hash: a refused one no longer holds it.
  return ctx.deps.prisma.chainPayment.findFirstOrThrow({
    where: { txHash: txHash.toLowerCase() },
    orderBy: { id: 'desc' },
  });
}

async function orderOf(placed: Placed) {
  const o = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: placed.orderNo } });
  return { status: o.orderStatus, paid: o.paidAmount.toFixed(2), payType: o.payType };
}

async function mails(placed: Placed, purpose: string): Promise<number> {
  return ctx.deps.prisma.notifyRecord.count({ where: { entityId: placed.orderNo, purpose } });
}

const check = async (txHash: Hex) => checkChainPayment(ctx.deps, (await paymentOf(txHash)).id);

describe('USDT paid on a real local chain', () => {
  it('credits an exact payment after the confirmations: pending at 1 of 3, paid at 3 of 3', async () => {
    const placed = await placeOrder();
    const hash = await sendToken(local, usdt, payer, vendor, placed.payable);
    const submitted = await submitTxHash(ctx, placed, hash);
    expect(submitted.body).toMatchObject({ result: 1, data: { status: 0, txHash: hash.toLowerCase() } });
    expect(await orderOf(placed)).toMatchObject({ status: 10, payType: 4 });

    expect(await check(hash)).toEqual({ kind: 'wait', network: false });
    expect(await paymentOf(hash)).toMatchObject({ status: 0, confirmations: 1, fromAddress: payer.toLowerCase() });
    const seen = await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token);
    expect(seen.body.data.payments[0]).toMatchObject({
      status: 0,
      confirmations: 1,
      requiredConfirmations: 3,
      amount: (Number(placed.payable / 10_000n) / 100).toFixed(2),
      explorerUrl: `https://explorer.example/tx/${hash.toLowerCase()}`,
    });
    expect(await orderOf(placed)).toMatchObject({ status: 10, paid: '0.00' });

    await local.mine(CONFIRMATIONS - 1);
    expect(await check(hash)).toEqual({ kind: 'credited' });
    const order = await orderOf(placed);
    expect(order.status).toBe(30);
    expect(order.paid).toBe((Number(placed.payable / 10_000n) / 100).toFixed(2));
    expect(await paymentOf(hash)).toMatchObject({ status: 1, confirmations: 3, overpaidAmount: expect.anything() });
    expect((await paymentOf(hash)).overpaidAmount.toFixed(2)).toBe('0.00');
    // Checked again, nothing more happens; the buyer was mailed once.
    expect(await check(hash)).toEqual({ kind: 'done' });
    expect(await mails(placed, 'order-chain-credited')).toBe(1);
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { action: 'payments.chain-credit', entityId: placed.orderNo },
    });
    expect(audit).toHaveLength(1);
  });

  it('a short payment leaves a balance (25), a top-up covers it (30), and an overpayment is recorded as due back', async () => {
    const placed = await placeOrder();
    const part = placed.payable / 4n;
    const first = await sendToken(local, usdt, payer, vendor, part);
    await local.mine(CONFIRMATIONS);
    await submitTxHash(ctx, placed, first);
    expect(await check(first)).toEqual({ kind: 'credited' });
    expect(await orderOf(placed)).toMatchObject({ status: 25 });
    const info = await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token);
    const rest = placed.payable - part;
    expect(info.body.data.offers[0]).toMatchObject({ network: 'local', amountUnits: rest.toString() });

    // The top-up sends 7.50 more than the rest.
    const topUp = await sendToken(local, usdt, payer, vendor, rest + 7_500_000n);
    await local.mine(CONFIRMATIONS);
    await submitTxHash(ctx, placed, topUp);
    expect(await check(topUp)).toEqual({ kind: 'credited' });
    const order = await orderOf(placed);
    expect(order.status).toBe(30);
    expect((await paymentOf(topUp)).overpaidAmount.toFixed(2)).toBe('7.50');
    expect(await mails(placed, 'order-chain-credited')).toBe(2);
  });

  describe('refused with a clear reason, the order unchanged', () => {
    const refusedWith = async (placed: Placed, hash: Hex, reason: RegExp, network = 'local') => {
      expect((await submitTxHash(ctx, placed, hash, network)).body.result).toBe(1);
      const outcome = await check(hash);
      expect(outcome).toMatchObject({ kind: 'refused', reason: expect.stringMatching(reason) });
      expect(await paymentOf(hash)).toMatchObject({ status: 2 });
      expect(await orderOf(placed)).toMatchObject({ status: 10, paid: '0.00' });
      const shown = await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token);
      expect(shown.body.data.payments[0]).toMatchObject({ status: 2, reason: expect.stringMatching(reason) });
      expect(await mails(placed, 'order-chain-refused')).toBe(1);
    };

    it('another token', async () => {
      const placed = await placeOrder();
      const hash = await sendToken(local, fake, payer, vendor, placed.payable);
      await local.mine(CONFIRMATIONS);
      await refusedWith(placed, hash, /another token .*only USDT/);
    });

    it('another recipient', async () => {
      const placed = await placeOrder();
      const hash = await sendToken(local, usdt, payer, stranger, placed.payable);
      await local.mine(CONFIRMATIONS);
      await refusedWith(placed, hash, /went to 0x3c44cd…/i);
    });

    it('a reverted transaction', async () => {
      const placed = await placeOrder();
      // Account 3 never holds USDT: its transfer reverts, and is mined all the same.
      const raw = await signTokenTransfer(local, usdt, 3, vendor, placed.payable);
      const hash = await sendRaw(local, raw);
      await local.mine(CONFIRMATIONS);
      expect((await local.client.getTransactionReceipt({ hash })).status).toBe('reverted');
      await refusedWith(placed, hash, /reverted/);
    });

    it('a transfer older than the order', async () => {
      const hash = await sendToken(local, usdt, payer, vendor, 1999n * UNIT);
      await local.mine(CONFIRMATIONS);
      await anHourLater(async () => {
        const placed = await placeOrder();
        await refusedWith(placed, hash, /before the order was placed/);
      });
    });

    it('a transaction of another network the shop takes', async () => {
      const placed = await placeOrder();
      const hash = await sendToken(remote, remoteUsdt, payer, vendor, placed.payable);
      await refusedWith(placed, hash, /on Remote chain, not Local chain/);
    });

    it('a hash no network knows, once it stayed unknown long enough', async () => {
      const placed = await placeOrder();
      const hash = `0x${'ab'.repeat(32)}` as Hex;
      await submitTxHash(ctx, placed, hash);
      expect(await check(hash)).toEqual({ kind: 'wait', network: false });
      expect(await paymentOf(hash)).toMatchObject({ status: 0, reason: 'Not seen on Local chain yet' });
      const now = ctx.clock.now();
      ctx.clock.advance(31 * 60_000);
      try {
        expect(await check(hash)).toMatchObject({
          kind: 'refused',
          reason: expect.stringMatching(/No such transaction/),
        });
      } finally {
        ctx.clock.set(now);
      }
    });

    it('leaves the hash free: a claim refused for another order does not keep the transfer from the order it paid', async () => {
      const paid = await placeOrder();
      const hash = await sendToken(local, usdt, payer, vendor, paid.payable);
      await local.mine(CONFIRMATIONS);
      await anHourLater(async () => {
        // Someone who read the vendor's address on the explorer names the transfer for a newer order of theirs.
        const claimer = await placeOrder();
        await refusedWith(claimer, hash, /before the order was placed/);
      });
      expect((await submitTxHash(ctx, paid, hash)).body).toMatchObject({ result: 1, data: { status: 0 } });
      expect(await check(hash)).toEqual({ kind: 'credited' });
      expect(await orderOf(paid)).toMatchObject({ status: 30 });
    });

    it('the same hash for a second order, by the database, even at once', async () => {
      const [a, b] = [await placeOrder(), await placeOrder()];
      const hash = await sendToken(local, usdt, payer, vendor, a.payable);
      const [ra, rb] = await Promise.all([submitTxHash(ctx, a, hash), submitTxHash(ctx, b, hash)]);
      const answers = [ra.body, rb.body].sort((x, y) => y.result - x.result);
      expect(answers[0]).toMatchObject({ result: 1 });
      expect(answers[1]).toMatchObject({
        result: 0,
        data: { errors: [{ path: 'txHash', message: expect.stringMatching(/already submitted/) }] },
      });
      const loser = ra.body.result === 1 ? b : a;
      expect(await orderOf(loser)).toMatchObject({ status: 10, paid: '0.00' });
      expect(await ctx.deps.prisma.chainPayment.count({ where: { txHash: hash.toLowerCase() } })).toBe(1);
    });
  });

  it('never credits a transfer a reorganisation took out, and credits it when it comes back', async () => {
    const placed = await placeOrder();
    const raw = await signTokenTransfer(local, usdt, 0, vendor, placed.payable);
    const snapshot = await local.snapshot();
    const hash = await sendRaw(local, raw);
    await local.mine(1);
    await submitTxHash(ctx, placed, hash);
    expect(await check(hash)).toEqual({ kind: 'wait', network: false });
    expect(await paymentOf(hash)).toMatchObject({ confirmations: 2 });

    // The blocks are replaced by others without it, longer than the confirmations asked.
    await local.revert(snapshot);
    await local.mine(CONFIRMATIONS + 2);
    expect(await check(hash)).toEqual({ kind: 'wait', network: false });
    expect(await paymentOf(hash)).toMatchObject({
      status: 0,
      blockNumber: null,
      reason: expect.stringMatching(/reorganisation/),
    });
    expect(await orderOf(placed)).toMatchObject({ status: 10, paid: '0.00' });

    // The same signed transaction is mined again later: the same hash, credited then.
    expect(await sendRaw(local, raw)).toBe(hash);
    await local.mine(CONFIRMATIONS);
    expect(await check(hash)).toEqual({ kind: 'credited' });
    expect(await orderOf(placed)).toMatchObject({ status: 30 });
  });

  it('waits for the network while its node hangs, with no call failing, and credits once it answers', async () => {
    const placed = await placeOrder();
    const hash = await sendToken(local, usdt, payer, vendor, placed.payable);
    await local.mine(CONFIRMATIONS);
    await submitTxHash(ctx, placed, hash);
    local.pause();
    try {
      expect(await check(hash)).toEqual({ kind: 'wait', network: true });
      expect(await paymentOf(hash)).toMatchObject({ status: 0, reason: WAITING_FOR_NETWORK });
      const shown = await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token);
      expect(shown.status).toBe(200);
      expect(shown.body.data.payments[0]).toMatchObject({ status: 0, reason: WAITING_FOR_NETWORK });
      // Named while the node hangs: stored all the same, since no request reads the chain.
      const another = await placeOrder();
      const later = await submitTxHash(ctx, another, `0x${'cd'.repeat(32)}`);
      expect(later.status).toBe(200);
      expect(later.body.result).toBe(1);
      // The order does not expire while its transfer waits.
      await ctx.deps.prisma.order.update({ where: { orderNo: placed.orderNo }, data: { expiresAt: new Date(0) } });
      const { id } = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: placed.orderNo } });
      expect(await closeUnpaidOrder(ctx.deps, id, 'expired')).toBe(false);
    } finally {
      local.resume();
    }
    expect(await check(hash)).toEqual({ kind: 'credited' });
    expect(await orderOf(placed)).toMatchObject({ status: 30 });
  });

  it('believes an endpoint only for the chain it answered: the same address under another chain id is checked again', async () => {
    const timeout = ctx.deps.config.CHAIN_RPC_TIMEOUT_MS;
    expect(
      await evmReader({ key: 'local', chainId: local.chainId, rpcUrls: [local.url] }, timeout).headNumber(),
    ).toBeTypeOf('bigint');
    // An owner who gave the local node's address for another network (or changed the chain id, keeping it).
    const misconfigured = evmReader({ key: 'other', chainId: remote.chainId, rpcUrls: [local.url] }, timeout);
    await expect(misconfigured.headNumber()).rejects.toBeInstanceOf(NetworkUnavailable);
  });

  it('credits once when two workers check the same payment at the same moment', async () => {
    const placed = await placeOrder();
    const hash = await sendToken(local, usdt, payer, vendor, placed.payable);
    await local.mine(CONFIRMATIONS);
    await submitTxHash(ctx, placed, hash);
    const id = (await paymentOf(hash)).id;
    const outcomes = await Promise.all([
      checkChainPayment(ctx.deps, id),
      checkChainPayment(other.deps, id),
      checkChainPayment(ctx.deps, id),
      checkChainPayment(other.deps, id),
    ]);
    expect(outcomes.filter((o) => o.kind === 'credited')).toHaveLength(1);
    expect(await orderOf(placed)).toMatchObject({ status: 30 });
    expect((await orderOf(placed)).paid).toBe((Number(placed.payable / 10_000n) / 100).toFixed(2));
    expect(
      await ctx.deps.prisma.auditEvent.count({ where: { action: 'payments.chain-credit', entityId: placed.orderNo } }),
    ).toBe(1);
    expect(await mails(placed, 'order-chain-credited')).toBe(1);
  });

  it('the worker moves the order by itself as blocks come', async () => {
    const workers = await chainPaymentWorkers(ctx.deps);
    try {
      const placed = await placeOrder();
      await call(ctx, updatePayMethod, { orderNo: placed.orderNo, payType: 4 }, placed.token);
      const hash = await sendToken(local, usdt, payer, vendor, placed.payable);
      await submitTxHash(ctx, placed, hash);
      await eventually(async () => ((await paymentOf(hash)).confirmations === 1 ? true : undefined), 20_000);
      expect(await orderOf(placed)).toMatchObject({ status: 10 });
      await local.mine(CONFIRMATIONS);
      await eventually(async () => ((await orderOf(placed)).status === 30 ? true : undefined), 20_000);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });
});

describe('USDT off', () => {
  it('offers nothing and refuses payType 4 with the spec’s message', async () => {
    const placed = await placeOrder();
    const saved = await ctx.deps.prisma.shopSetting.findUniqueOrThrow({ where: { key: 'payment.usdt' } });
    await ctx.deps.prisma.shopSetting.delete({ where: { key: 'payment.usdt' } });
    try {
      const answer = await call(ctx, updatePayMethod, { orderNo: placed.orderNo, payType: 4 }, placed.token);
      expect(answer.body).toMatchObject({ result: 0, msg: 'Only USD bank wire (payType 3) is offered' });
      const info = await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token);
      expect(info.body.data.offers).toEqual([]);
      const named = await submitTxHash(ctx, placed, `0x${'ef'.repeat(32)}`);
      expect(named.body).toMatchObject({ result: 0, msg: 'USDT payment is not offered' });
    } finally {
      await ctx.deps.prisma.shopSetting.create({ data: { key: saved.key, value: saved.value as object } });
    }
  });
});
