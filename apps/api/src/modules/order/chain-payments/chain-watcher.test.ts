import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { getUsdtPayInfo, updatePayMethod } from '@hashforge/contract';
import { chainTransferDesk } from '@hashforge/contract/admin/chain-transfers';
import pino from 'pino';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileToken, deployToken, type EvmNode, sendToken, startEvmNode } from '#api/test/chain/evm-node.ts';
import { submitTxHash, testNetwork } from '#api/test/chain/usdt-orders.ts';
import { adminCall, createTestStaff, type StaffSession, signInStaff } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { createReadyBuyer, orderProduct } from '#api/test/support/factories/buying.ts';
import { createTestProduct, type TestProduct } from '#api/test/support/factories/catalog.ts';
import { eventually } from '#api/test/support/jobs.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { Prisma } from '../../../db/generated/client.ts';
import { type ChainNetworkConfig, readUsdtConfig, saveUsdtSettings } from '../../settings/usdt-settings.ts';
import { closeUnpaidOrder } from '../close-unpaid-order.ts';
import { TAIL_CENTS } from './chain-pay-amount.ts';
import { chainPaymentWorkers, scanNetwork } from './chain-payment.worker.ts';
import { MAX_BACKOFF_MS } from './chain-payment-jobs.ts';
import { rpcCounter } from './chain-reader.ts';
import { readScanBackoff } from './chain-scan-backoff.ts';
import { scanChainTransfers } from './scan-chain-transfers.ts';
import { checkChainPayment } from './verify-chain-payment.ts';

// Short RPC timeouts so a paused node is "down" within a second; a short poll for the worker test.
const env = { CHAIN_RPC_TIMEOUT_MS: '1000', CHAIN_POLL_MS: '200' };
const ctx = useTestContext(env);
/** A second API process on the same database: a second watcher. */
const other = useTestContext(env);

let node: EvmNode;
let usdt: Address;
let fake: Address;
let payer: Address;
let vendor: Address;
let stranger: Address;
let product: TestProduct;
let finance: StaffSession;

const CONFIRMATIONS = 3;

beforeAll(async () => {
  compileToken();
  node = await startEvmNode({ chainId: 31337 });
  [payer, vendor, stranger] = [node.accounts[0]!, node.accounts[1]!, node.accounts[2]!];
  usdt = await deployToken(node, payer, 'USDT');
  fake = await deployToken(node, payer, 'FAKE');
  await saveUsdtSettings(ctx.deps, null, {
    networks: [testNetwork(node, usdt, vendor, { confirmations: CONFIRMATIONS })],
    payWithinHours: null,
  });
  product = await createTestProduct(ctx);
  finance = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
  // Signing in with a second factor moves the test's clock on; orders are placed at the chain's time.
  ctx.clock.set(new Date());
  // The first scan starts the watch at the confirmed head: what came before is not the shop's.
  expect(await scan()).toMatchObject({ kind: 'scanned', toBlock: null });
}, 180_000);

afterAll(async () => {
  await node?.stop();
});

async function network(): Promise<ChainNetworkConfig> {
  return (await readUsdtConfig(ctx.deps)).networks[0]!;
}

const scan = async (deps = ctx.deps) => scanChainTransfers(deps, await network());

interface Placed {
  orderNo: string;
  token: string;
  /** What the Pay page asks for, in token units: due plus the order's tail. */
  units: bigint;
  tail: string;
}

/** An order of one unit by a new buyer, switched to USDT: what its Pay page says to send. */
async function placeUsdtOrder(of: TestProduct = product): Promise<Placed> {
  const buyer = await createReadyBuyer(ctx);
  const orderNo = await orderProduct(ctx, buyer, of, 1);
  const chosen = await call(ctx, updatePayMethod, { orderNo, payType: 4 }, buyer.token);
  expect(chosen.body.result).toBe(1);
  const info = (await call(ctx, getUsdtPayInfo, { orderNo }, buyer.token)).body.data;
  return { orderNo, token: buyer.token, units: BigInt(info.offers[0]!.amountUnits), tail: info.tail };
}

async function orderOf(placed: Placed) {
  const o = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: placed.orderNo } });
  return { status: o.orderStatus, paid: o.paidAmount.toFixed(2), payable: o.payableAmount.toFixed(2) };
}

const credits = (placed: Placed) =>
  ctx.deps.prisma.auditEvent.count({ where: { action: 'payments.chain-credit', entityId: placed.orderNo } });

const unmatchedListed = async () =>
  (await adminCall(ctx, chainTransferDesk.listUnmatched, { page: 1, limit: 200 }, { session: finance })).body.data.list;

describe('USDT paid without a hash, found by the watcher on a real local chain', () => {
  it('gives each order taking USDT its own amount: due plus a tail of cents, shown on the Pay page', async () => {
    const placed = await placeUsdtOrder();
    const info = (await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token)).body.data;
    expect(Number(info.tail)).toBeGreaterThanOrEqual(0.01);
    expect(Number(info.tail)).toBeLessThanOrEqual(0.99);
    expect(info.offers[0]!.amount).toBe((Number(info.due) + Number(info.tail)).toFixed(2));
    // Choosing USDT again keeps the same amount.
    await call(ctx, updatePayMethod, { orderNo: placed.orderNo, payType: 4 }, placed.token);
    const again = (await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token)).body.data;
    expect(again.offers[0]!.amount).toBe(info.offers[0]!.amount);
  });

  it('never gives two open orders the same amount, even when they take USDT at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createReadyBuyer(ctx)));
    const orders = await Promise.all(buyers.map((b) => orderProduct(ctx, b, product, 1)));
    await Promise.all(
      orders.map((orderNo, i) => call(ctx, updatePayMethod, { orderNo, payType: 4 }, buyers[i]!.token)),
    );
    const held = await ctx.deps.prisma.chainPayAmount.findMany({
      where: { order: { orderNo: { in: orders } } },
      select: { heldAmount: true },
    });
    expect(held).toHaveLength(6);
    expect(new Set(held.map((h) => h.heldAmount!.toFixed(2))).size).toBe(6);
    // The database refuses a second order holding an amount, whatever the code does.
    const [a, b] = await ctx.deps.prisma.chainPayAmount.findMany({ where: { order: { orderNo: { in: orders } } } });
    await expect(
      ctx.deps.prisma.chainPayAmount.update({ where: { orderId: b!.orderId }, data: { heldAmount: a!.heldAmount } }),
    ).rejects.toThrow(/Unique constraint/);
  });

  it('credits the unique amount sent without a hash once confirmed: 30, the tail recorded as overpaid', async () => {
    const placed = await placeUsdtOrder();
    const hash = await sendToken(node, usdt, payer, vendor, placed.units);
    // One confirmation of three: not read yet.
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0 });
    expect(await orderOf(placed)).toMatchObject({ status: 10, paid: '0.00' });

    await node.mine(CONFIRMATIONS - 1);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 1, unmatched: 0 });
    const order = await orderOf(placed);
    expect(order.status).toBe(30);
    expect(order.paid).toBe((Number(order.payable) + Number(placed.tail)).toFixed(2));
    const payment = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash.toLowerCase() } });
    expect(payment).toMatchObject({ status: 1, heldTxHash: hash.toLowerCase(), fromAddress: payer.toLowerCase() });
    expect(payment.overpaidAmount.toFixed(2)).toBe(placed.tail);
    // Shown to the buyer like a named one; the amount is let go; mailed and audited once.
    const shown = (await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token)).body.data;
    expect(shown.payments[0]).toMatchObject({ txHash: hash.toLowerCase(), status: 1 });
    const held = await ctx.deps.prisma.chainPayAmount.findFirstOrThrow({
      where: { order: { orderNo: placed.orderNo } },
    });
    expect(held.heldAmount).toBeNull();
    expect(await credits(placed)).toBe(1);
    expect(
      await ctx.deps.prisma.notifyRecord.count({
        where: { entityId: placed.orderNo, purpose: 'order-chain-credited' },
      }),
    ).toBe(1);
    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'payments.chain-credit', entityId: placed.orderNo },
    });
    expect(audit.after).toMatchObject({ matchedBy: 'amount' });

    // Scanned again: the cursor moved past it, nothing more.
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 0 });
    // The buyer naming it now is told it already counts.
    const named = await submitTxHash(ctx, placed, hash);
    expect(named.body.result).toBe(0);
  });

  it('lists an amount no order awaits for finance, with hash, network, sender, amount, block and time', async () => {
    const hash = await sendToken(node, usdt, payer, vendor, 123_450_000n);
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 1 });
    const listed = (await unmatchedListed()).find((t) => t.txHash === hash.toLowerCase());
    const receipt = await node.client.getTransactionReceipt({ hash });
    expect(listed).toMatchObject({
      network: 'local',
      networkName: 'Local chain',
      fromAddress: payer.toLowerCase(),
      toAddress: vendor.toLowerCase(),
      token: 'USDT',
      amount: '123.45',
      amountUnits: '123450000',
      blockNumber: receipt.blockNumber.toString(),
      explorerUrl: `https://explorer.example/tx/${hash.toLowerCase()}`,
      reason: 'no-order',
      candidates: [],
    });
    expect(Date.parse(listed!.blockTime)).toBeGreaterThan(0);
    // A buyer's refused or absent claim changes nothing: it stays listed; only one row per log.
    expect(await scan()).toMatchObject({ unmatched: 0 });
    expect(await ctx.deps.prisma.chainUnmatchedTransfer.count({ where: { txHash: hash.toLowerCase() } })).toBe(1);
  });

  it('does not match a transfer made before the order was placed: it is listed for finance', async () => {
    const now = ctx.clock.now();
    ctx.clock.advance(3600_000);
    let placed: Placed;
    try {
      placed = await placeUsdtOrder();
    } finally {
      ctx.clock.set(now);
    }
    const hash = await sendToken(node, usdt, payer, vendor, placed.units);
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ credited: 0, unmatched: 1 });
    expect(await orderOf(placed)).toMatchObject({ status: 10, paid: '0.00' });
    expect((await unmatchedListed()).map((t) => t.txHash)).toContain(hash.toLowerCase());
  });

  it('ignores a transfer of the amount to another address, or of another token', async () => {
    const placed = await placeUsdtOrder();
    const elsewhere = await sendToken(node, usdt, payer, stranger, placed.units);
    const otherToken = await sendToken(node, fake, payer, vendor, placed.units);
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 0 });
    expect(await orderOf(placed)).toMatchObject({ status: 10, paid: '0.00' });
    const seen = await ctx.deps.prisma.chainUnmatchedTransfer.count({
      where: { txHash: { in: [elsewhere.toLowerCase(), otherToken.toLowerCase()] } },
    });
    expect(seen).toBe(0);
  });

  it('counts a transfer once when the buyer also names its hash: the claim credits it, the watcher leaves it', async () => {
    const placed = await placeUsdtOrder();
    const hash = await sendToken(node, usdt, payer, vendor, placed.units);
    const named = await submitTxHash(ctx, placed, hash);
    expect(named.body.result).toBe(1);
    await node.mine(CONFIRMATIONS);
    // The claim holds the hash: the watcher credits nothing, and finance's list does not show it.
    expect(await scan()).toMatchObject({ credited: 0 });
    expect((await unmatchedListed()).map((t) => t.txHash)).not.toContain(hash.toLowerCase());
    const payment = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash.toLowerCase() } });
    expect(await checkChainPayment(ctx.deps, payment.id)).toEqual({ kind: 'credited' });
    expect(await orderOf(placed)).toMatchObject({ status: 30 });
    expect(await credits(placed)).toBe(1);
    expect(await ctx.deps.prisma.chainPayment.count({ where: { txHash: hash.toLowerCase() } })).toBe(1);
  });

  it('credits once when two watchers scan the same blocks at the same moment', async () => {
    const placed = await placeUsdtOrder();
    await sendToken(node, usdt, payer, vendor, placed.units);
    await node.mine(CONFIRMATIONS);
    const outcomes = await Promise.all([scan(ctx.deps), scan(other.deps), scan(ctx.deps), scan(other.deps)]);
    expect(outcomes.reduce((n, o) => n + (o.kind === 'scanned' ? o.credited : 0), 0)).toBe(1);
    expect(await orderOf(placed)).toMatchObject({ status: 30 });
    expect(await credits(placed)).toBe(1);
  });

  it('waits while the node does not answer, the cursor where it was, and credits once it answers', async () => {
    const placed = await placeUsdtOrder();
    await sendToken(node, usdt, payer, vendor, placed.units);
    await node.mine(CONFIRMATIONS);
    const before = await ctx.deps.prisma.chainScanCursor.findUniqueOrThrow({ where: { network: 'local' } });
    node.pause();
    try {
      expect(await scan()).toMatchObject({ kind: 'wait', network: true });
    } finally {
      node.resume();
    }
    const after = await ctx.deps.prisma.chainScanCursor.findUniqueOrThrow({ where: { network: 'local' } });
    expect(after.nextBlock).toBe(before.nextBlock);
    expect(await orderOf(placed)).toMatchObject({ status: 10 });
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 1 });
    expect(await orderOf(placed)).toMatchObject({ status: 30 });
  });

  it('after a short payment (25) the order awaits a new amount for the rest, and that is found too', async () => {
    const placed = await placeUsdtOrder();
    const part = (placed.units / 4n / 10_000n) * 10_000n;
    const partHash = await sendToken(node, usdt, payer, vendor, part);
    await submitTxHash(ctx, placed, partHash);
    await node.mine(CONFIRMATIONS);
    const payment = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: partHash.toLowerCase() } });
    expect(await checkChainPayment(ctx.deps, payment.id)).toEqual({ kind: 'credited' });
    expect(await orderOf(placed)).toMatchObject({ status: 25 });
    const rest = (await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token)).body.data;
    expect(Number(rest.tail)).toBeGreaterThan(0);
    expect(rest.offers[0]!.amount).toBe((Number(rest.due) + Number(rest.tail)).toFixed(2));
    await sendToken(node, usdt, payer, vendor, BigInt(rest.offers[0]!.amountUnits));
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ credited: 1 });
    expect(await orderOf(placed)).toMatchObject({ status: 30 });
  });

  it('the worker scans by itself as blocks come', async () => {
    const workers = await chainPaymentWorkers(ctx.deps);
    // A scan's result is stored as JSON: one that cannot be leaves its job stuck and the network unread.
    const errors: Error[] = [];
    for (const w of workers) {
      w.on('failed', (_job, err) => errors.push(err));
      w.on('error', (err) => errors.push(err));
    }
    try {
      const placed = await placeUsdtOrder();
      await sendToken(node, usdt, payer, vendor, placed.units);
      await node.mine(CONFIRMATIONS);
      await eventually(async () => ((await orderOf(placed)).status === 30 ? true : undefined), 20_000);
      // Later blocks are read too: the scans go on after a credit.
      const cursor = await ctx.deps.prisma.chainScanCursor.findUniqueOrThrow({ where: { network: 'local' } });
      await node.mine(2);
      await eventually(async () => {
        const now = await ctx.deps.prisma.chainScanCursor.findUniqueOrThrow({ where: { network: 'local' } });
        return now.nextBlock > cursor.nextBlock ? true : undefined;
      }, 20_000);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });
});

/** The tails 0.01 to 0.99, as the Pay page shows them. */
const EVERY_TAIL = Array.from({ length: TAIL_CENTS }, (_, i) => ((i + 1) / 100).toFixed(2));

/**
 * More open orders of a placed order's due, at 10 with USDT chosen: copies of its row, each given one
 * of `tails`, as holdPayAmount would have (a hundred buyers through the API take minutes).
 */
async function holdByCopies(
  seed: Placed,
  due: Prisma.Decimal,
  tails: string[],
): Promise<{ id: number; tail: string }[]> {
  const rows = await ctx.deps.prisma.$queryRaw<{ id: number }[]>`
    INSERT INTO "order" ("orderNo", "userId", "orderType", "orderStatus", "payType", "productAmount",
      "payableAmount", "expiresAt", "createdAt", "updatedAt")
    SELECT o."orderNo" || 'C' || g, o."userId", o."orderType", o."orderStatus", o."payType",
      o."productAmount", o."payableAmount", o."expiresAt", o."createdAt", o."updatedAt"
    FROM "order" o, generate_series(1, ${tails.length}) g WHERE o."orderNo" = ${seed.orderNo}
    RETURNING id`;
  const copies = rows.map((r, i) => ({ id: r.id, tail: tails[i]! }));
  await ctx.deps.prisma.chainPayAmount.createMany({
    data: copies.map((c) => {
      const amount = due.add(c.tail);
      return { orderId: c.id, dueAmount: due, amount, heldAmount: amount };
    }),
  });
  return copies;
}

/** One copy canceled: the next order of its due is given the tail it let go. */
async function cancelAndRetake(copy: { id: number; tail: string }, of: TestProduct): Promise<void> {
  expect(await closeUnpaidOrder(ctx.deps, copy.id, 'canceled')).toBe(true);
  expect((await placeUsdtOrder(of)).tail).toBe(copy.tail);
}

describe('USDT when every tail of an amount is held', () => {
  /** A price no other order of this file has, so the 99 tails of its due are this block's alone. */
  const PRICE = '777.00';
  const due = new Prisma.Decimal(PRICE);
  let machine: TestProduct;
  /** The 99 open orders holding the tails: the first placed through the buyer's calls, the rest copies. */
  let first: Placed;
  let copies: { id: number; tail: string }[];

  const heldTails = async () =>
    (
      await ctx.deps.prisma.chainPayAmount.findMany({
        where: { heldAmount: { gt: due, lt: due.add(1) } },
        select: { heldAmount: true },
      })
    ).map((r) => r.heldAmount!.sub(due).toFixed(2));

  const amountOf = (placed: Placed) =>
    ctx.deps.prisma.chainPayAmount.findFirst({ where: { order: { orderNo: placed.orderNo } } });

  beforeAll(async () => {
    machine = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: PRICE, stock: 500 }] });
    first = await placeUsdtOrder(machine);
    copies = await holdByCopies(
      first,
      due,
      EVERY_TAIL.filter((t) => t !== first.tail),
    );
    expect(await heldTails()).toHaveLength(TAIL_CENTS);
  });

  it('the 100th order takes USDT with no tail: its Pay page asks for the hash, and the named hash pays it', async () => {
    // Choosing USDT is not refused: the order has no amount of its own, and the tail says so.
    const hundredth = await placeUsdtOrder(machine);
    const info = (await call(ctx, getUsdtPayInfo, { orderNo: hundredth.orderNo }, hundredth.token)).body.data;
    expect(info).toMatchObject({ payType: 4, due: PRICE, tail: '0.00' });
    expect(info.offers[0]).toMatchObject({ amount: PRICE, amountUnits: '777000000' });
    expect(await amountOf(hundredth)).toBeNull();
    // Still the 99 amounts, none twice.
    const tails = await heldTails();
    expect(tails).toHaveLength(TAIL_CENTS);
    expect(new Set(tails).size).toBe(TAIL_CENTS);

    // Sent as shown and named: the claim credits it; the watcher leaves it to the claim.
    const hash = await sendToken(node, usdt, payer, vendor, hundredth.units);
    expect((await submitTxHash(ctx, hundredth, hash)).body.result).toBe(1);
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0 });
    expect((await unmatchedListed()).map((t) => t.txHash)).not.toContain(hash.toLowerCase());
    const payment = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash.toLowerCase() } });
    expect(await checkChainPayment(ctx.deps, payment.id)).toEqual({ kind: 'credited' });
    expect(await orderOf(hundredth)).toMatchObject({ status: 30, paid: PRICE });
    expect(await heldTails()).toHaveLength(TAIL_CENTS);
  });

  it('a tail let go, its order paid or canceled, is the one the next order of that due takes', async () => {
    // The first order paid by its amount: its tail is let go at once.
    await sendToken(node, usdt, payer, vendor, first.units);
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 1 });
    expect(await orderOf(first)).toMatchObject({ status: 30 });
    const afterPaid = await placeUsdtOrder(machine);
    expect(afterPaid.tail).toBe(first.tail);
    expect(afterPaid.units).toBe(777_000_000n + BigInt(Math.round(Number(first.tail) * 100)) * 10_000n);

    // A copy canceled: its tail is let go when the next order wants it.
    await cancelAndRetake(copies[41]!, machine);

    // Every tail held again: the next one has none, and no amount is held twice.
    const none = await placeUsdtOrder(machine);
    expect(none.tail).toBe('0.00');
    const tails = await heldTails();
    expect(tails).toHaveLength(TAIL_CENTS);
    expect(new Set(tails).size).toBe(TAIL_CENTS);
  });
});

describe('USDT when one amount is shown to two open orders', () => {
  // A's due is 888.00 with every tail of it held by others: A holds no amount, and its Pay page asks
  // for 888.00 and the hash. B's due has cents, 887.50, and B took the tail 0.50 before A was left
  // with none: B holds 888.00 too. A transfer of 888.00 naming no hash may be either's (decision 025).
  const A_PRICE = '888.00';
  const B_PRICE = '887.50';
  let machineB: TestProduct;
  let machineA: TestProduct;
  let a: Placed;
  let b: Placed;
  /** Open orders of B's due, holding every tail of it but 0.50 (one held by B's first seed when it is not 0.50). */
  let bCopies: { id: number; tail: string }[];

  const heldAmountOf = async (placed: Placed) =>
    (
      await ctx.deps.prisma.chainPayAmount.findFirst({ where: { order: { orderNo: placed.orderNo } } })
    )?.heldAmount?.toFixed(2) ?? null;

  const creditNamed = async (placed: Placed, hash: string) => {
    expect((await submitTxHash(ctx, placed, hash)).body.result).toBe(1);
    const payment = await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash.toLowerCase() } });
    expect(await checkChainPayment(ctx.deps, payment.id)).toEqual({ kind: 'credited' });
    return ctx.deps.prisma.chainPayment.findUniqueOrThrow({ where: { id: payment.id } });
  };

  beforeAll(async () => {
    machineB = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: B_PRICE, stock: 500 }] });
    machineA = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: A_PRICE, stock: 500 }] });
    const seed = await placeUsdtOrder(machineB);
    bCopies = await holdByCopies(
      seed,
      new Prisma.Decimal(B_PRICE),
      EVERY_TAIL.filter((t) => t !== '0.50' && t !== seed.tail),
    );
    b = seed.tail === '0.50' ? seed : await placeUsdtOrder(machineB);
    expect(b).toMatchObject({ tail: '0.50', units: 888_000_000n });

    // 888.01 to 888.49 are tails of B's due, held already: copies of A's first order hold the rest.
    const aDue = new Prisma.Decimal(A_PRICE);
    const aSeed = await placeUsdtOrder(machineA);
    const held = await ctx.deps.prisma.chainPayAmount.findMany({
      where: { heldAmount: { gt: aDue, lt: aDue.add(1) } },
      select: { heldAmount: true },
    });
    const taken = new Set(held.map((r) => r.heldAmount!.sub(aDue).toFixed(2)));
    await holdByCopies(
      aSeed,
      aDue,
      EVERY_TAIL.filter((t) => !taken.has(t)),
    );
    a = await placeUsdtOrder(machineA);
    expect(a).toMatchObject({ tail: '0.00', units: 888_000_000n });
  });

  it('keeps such a transfer for finance, and credits it to the buyer who names its hash, A or B', async () => {
    const forA = (await sendToken(node, usdt, payer, vendor, a.units)).toLowerCase();
    const forB = (await sendToken(node, usdt, payer, vendor, b.units)).toLowerCase();
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 2 });
    // Not credited to B by its amount: B still awaits it, and finance is told why.
    expect(await orderOf(b)).toMatchObject({ status: 10, paid: '0.00' });
    expect(await heldAmountOf(b)).toBe(A_PRICE);
    const kept = (await unmatchedListed()).filter((t) => t.txHash === forA || t.txHash === forB);
    expect(kept.map((t) => [t.amount, t.reason])).toEqual([
      [A_PRICE, 'shared-amount'],
      [A_PRICE, 'shared-amount'],
    ]);
    // Each names the orders it could belong to, the holder first, for finance to contact.
    const open = [
      { orderNo: b.orderNo, orderStatus: 10 },
      { orderNo: a.orderNo, orderStatus: 10 },
    ];
    expect(kept.map((t) => t.candidates)).toEqual([open, open]);

    // A's buyer names the hash the watcher kept: A is paid, B untouched.
    expect(await creditNamed(a, forA)).toMatchObject({ status: 1, orderId: expect.any(Number) });
    expect(await orderOf(a)).toMatchObject({ status: 30, paid: A_PRICE });
    expect(await orderOf(b)).toMatchObject({ status: 10, paid: '0.00' });
    expect(await heldAmountOf(b)).toBe(A_PRICE);
    expect((await unmatchedListed()).map((t) => t.txHash)).not.toContain(forA);
    // The other still names both, A as it is now: paid.
    expect((await unmatchedListed()).find((t) => t.txHash === forB)?.candidates).toEqual([
      { orderNo: b.orderNo, orderStatus: 10 },
      { orderNo: a.orderNo, orderStatus: 30 },
    ]);

    // B's buyer names the other: B is paid, its tail due back; neither is listed any more.
    const paidB = await creditNamed(b, forB);
    expect(paidB.overpaidAmount.toFixed(2)).toBe('0.50');
    expect(await orderOf(b)).toMatchObject({ status: 30, paid: A_PRICE });
    expect((await unmatchedListed()).map((t) => t.txHash)).not.toContain(forB);
    expect(await credits(a)).toBe(1);
    expect(await credits(b)).toBe(1);
  });

  it('never gives a new order an amount that is an open hash-only order’s due; credits it by amount once none is', async () => {
    // A second order of A's due, left with no tail: 888.00 is shown to it.
    const a2 = await placeUsdtOrder(machineA);
    expect(a2.tail).toBe('0.00');
    // Of B's due, 0.50 (let go when B was paid) and the tail of a canceled copy are free: only the latter is given.
    await cancelAndRetake(bCopies[17]!, machineB);
    // Only 0.50 left: not given, the order pays by hash as when every tail is held.
    const last = await placeUsdtOrder(machineB);
    expect(last.tail).toBe('0.00');
    expect(await heldAmountOf(last)).toBeNull();
    expect(await ctx.deps.prisma.chainPayAmount.count({ where: { heldAmount: new Prisma.Decimal(A_PRICE) } })).toBe(0);

    // A2 closed, no open order is shown 888.00 but the one holding it: credited by amount as before.
    const a2Row = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: a2.orderNo } });
    expect(await closeUnpaidOrder(ctx.deps, a2Row.id, 'canceled')).toBe(true);
    const sole = await placeUsdtOrder(machineB);
    expect(sole).toMatchObject({ tail: '0.50', units: 888_000_000n });
    await sendToken(node, usdt, payer, vendor, sole.units);
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 1, unmatched: 0 });
    expect(await orderOf(sole)).toMatchObject({ status: 30, paid: A_PRICE });
  });

  it('finance credits a kept shared amount to the buyer who sent it as shown, who named no hash', async () => {
    // B's due again holds 888.00; a new order of A's due is left with no tail and is shown 888.00.
    const holder = await placeUsdtOrder(machineB);
    expect(holder).toMatchObject({ tail: '0.50', units: 888_000_000n });
    const hashOnly = await placeUsdtOrder(machineA);
    expect(hashOnly.tail).toBe('0.00');
    const hash = (await sendToken(node, usdt, payer, vendor, hashOnly.units)).toLowerCase();
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 1 });
    const row = (await unmatchedListed()).find((t) => t.txHash === hash)!;
    expect(row.candidates.map((c) => c.orderNo)).toEqual([holder.orderNo, hashOnly.orderNo]);

    // The buyer tells finance they sent 888.00 as shown: finance credits it to their order.
    const res = await adminCall(
      ctx,
      chainTransferDesk.creditUnmatched,
      { id: row.id, orderNo: hashOnly.orderNo },
      { session: finance },
    );
    expect(res.body).toMatchObject({
      result: 1,
      data: { orderNo: hashOnly.orderNo, orderStatus: 30, amount: A_PRICE },
    });
    expect(await orderOf(hashOnly)).toMatchObject({ status: 30, paid: A_PRICE });
    // The holder is untouched and still awaits its amount; the transfer is listed no more, counted once.
    expect(await orderOf(holder)).toMatchObject({ status: 10, paid: '0.00' });
    expect(await heldAmountOf(holder)).toBe(A_PRICE);
    expect((await unmatchedListed()).map((t) => t.txHash)).not.toContain(hash);
    expect(await credits(hashOnly)).toBe(1);
    expect(
      await ctx.deps.prisma.notifyRecord.count({
        where: { entityId: hashOnly.orderNo, purpose: 'order-chain-credited' },
      }),
    ).toBe(1);
    expect((await submitTxHash(ctx, holder, hash)).body.result).toBe(0);
  });
});

/** A port of 127.0.0.1 nothing listens on: an endpoint there refuses at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  return port;
}

/** A real logger whose lines the test reads. */
function recordingLogger() {
  const lines: { level: number; msg: string; network?: string }[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { lines, logger };
}

describe('the watcher backs off a network that does not answer', () => {
  /** CHAIN_POLL_MS of this file: a tick. */
  const POLL = Number(env.CHAIN_POLL_MS);

  async function pointAt(rpcUrls: string[]) {
    await saveUsdtSettings(ctx.deps, null, {
      networks: [testNetwork(node, usdt, vendor, { confirmations: CONFIRMATIONS, rpcUrls })],
      payWithinHours: null,
    });
  }

  it('spaces its scans, doubling from CHAIN_POLL_MS to a minute, logs once down and once up, and credits when back', async () => {
    const placed = await placeUsdtOrder();
    await sendToken(node, usdt, payer, vendor, placed.units);
    await node.mine(CONFIRMATIONS);
    const { lines, logger } = recordingLogger();
    const deps = { ...ctx.deps, logger };
    const start = ctx.clock.now();
    const down = { key: 'local', rpcUrls: [`http://127.0.0.1:${await closedPort()}`] };
    await pointAt(down.rpcUrls);
    try {
      const waits: number[] = [];
      for (let failures = 1; failures <= 10; failures++) {
        const asked = rpcCounter.requests;
        expect(await scanNetwork(deps, 'local')).toMatchObject({ kind: 'wait', network: true });
        expect(rpcCounter.requests).toBeGreaterThan(asked);
        const backoff = await readScanBackoff(deps, down);
        expect(backoff).toMatchObject({ failures, since: start.getTime() });
        const wait = backoff!.nextAt - ctx.clock.now().getTime();
        waits.push(wait);
        // Every tick until then is skipped without a request; the one at nextAt reads the network.
        const before = rpcCounter.requests;
        for (const step of [POLL, wait - POLL - 1]) {
          ctx.clock.advance(step);
          expect(await scanNetwork(deps, 'local')).toMatchObject({ kind: 'skipped' });
        }
        expect(rpcCounter.requests).toBe(before);
        ctx.clock.advance(1);
      }
      expect(waits).toEqual([400, 800, 1600, 3200, 6400, 12_800, 25_600, 51_200, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
      expect(await orderOf(placed)).toMatchObject({ status: 10 });

      // Answering again: the scan due runs, credits the transfer, and the next tick scans at once.
      await pointAt([node.url]);
      expect(await scanNetwork(deps, 'local')).toMatchObject({ kind: 'scanned', credited: 1 });
      expect(await orderOf(placed)).toMatchObject({ status: 30 });
      expect(await readScanBackoff(deps, down)).toBeNull();
      const asked = rpcCounter.requests;
      expect(await scanNetwork(deps, 'local')).toMatchObject({ kind: 'scanned', credited: 0 });
      expect(rpcCounter.requests).toBeGreaterThan(asked);
    } finally {
      await pointAt([node.url]);
      ctx.clock.set(start);
    }
    const told = lines.filter((l) => l.network === 'local').map((l) => l.msg);
    expect(told).toEqual([
      'chain watcher: network down, its scans back off until it answers',
      'chain watcher: network back up, scanned at every tick again',
    ]);
  });

  it('tries an RPC address the owner corrected at the next tick, not after the old one’s wait', async () => {
    const placed = await placeUsdtOrder();
    await sendToken(node, usdt, payer, vendor, placed.units);
    await node.mine(CONFIRMATIONS);
    const start = ctx.clock.now();
    const down = { key: 'local', rpcUrls: [`http://127.0.0.1:${await closedPort()}`] };
    await pointAt(down.rpcUrls);
    try {
      for (let failures = 1; failures <= 5; failures++) {
        expect(await scanNetwork(ctx.deps, 'local')).toMatchObject({ kind: 'wait', network: true });
        ctx.clock.set(new Date((await readScanBackoff(ctx.deps, down))!.nextAt));
      }
      expect(await scanNetwork(ctx.deps, 'local')).toMatchObject({ kind: 'wait', network: true });
      expect(await scanNetwork(ctx.deps, 'local')).toMatchObject({ kind: 'skipped' });
      // A correction that does not answer either is tried at once, and backs off from its own first failure.
      const stillDown = { key: 'local', rpcUrls: [`http://127.0.0.1:${await closedPort()}`] };
      await pointAt(stillDown.rpcUrls);
      expect(await readScanBackoff(ctx.deps, stillDown)).toBeNull();
      expect(await scanNetwork(ctx.deps, 'local')).toMatchObject({ kind: 'wait', network: true });
      expect(await readScanBackoff(ctx.deps, stillDown)).toMatchObject({ failures: 1 });
      expect(await scanNetwork(ctx.deps, 'local')).toMatchObject({ kind: 'skipped' });
      // Corrected in Settings: the very next tick reads the new address and credits the transfer.
      await pointAt([node.url]);
      expect(await scanNetwork(ctx.deps, 'local')).toMatchObject({ kind: 'scanned', credited: 1 });
      expect(await orderOf(placed)).toMatchObject({ status: 30 });
      // Answered, the back-off is over: the old address failing again starts at one failure.
      await pointAt(down.rpcUrls);
      expect(await scanNetwork(ctx.deps, 'local')).toMatchObject({ kind: 'wait', network: true });
      expect(await readScanBackoff(ctx.deps, down)).toMatchObject({ failures: 1 });
    } finally {
      await pointAt([node.url]);
      ctx.clock.set(start);
    }
  });
});
