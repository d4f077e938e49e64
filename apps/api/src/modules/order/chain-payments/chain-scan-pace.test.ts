import { getUsdtPayInfo, OrderStatus, PAYABLE_STATUSES, updatePayMethod } from '@hashforge/contract';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EvmNode, erc20Abi, sendToken } from '#api/test/chain/evm-node.ts';
import { type RpcProxy, startRpcProxy } from '#api/test/chain/rpc-proxy.ts';
import {
  placeUsdtOrder,
  startUsdtChain,
  submitTxHash,
  testNetwork,
  type UsdtOrder,
} from '#api/test/chain/usdt-orders.ts';
import { call } from '#api/test/support/call.ts';
import { createTestProduct, type TestProduct } from '#api/test/support/factories/catalog.ts';
import { eventually } from '#api/test/support/jobs.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { readUsdtConfig, saveUsdtSettings } from '../../settings/usdt-settings.ts';
import { chainPaymentWorkers, queueChainScans, scanNetwork } from './chain-payment.worker.ts';
import { quickLookDue } from './chain-scan-pace.ts';
import { scanChainTransfers } from './scan-chain-transfers.ts';

// The watcher's pace (decision 025): every CHAIN_SCAN_MS while a payment is awaited, every
// CHAIN_POLL_MS otherwise, and at the quick pace only when a new block can be there (chain-scan-pace.ts).
// The poll is ten minutes here, so whatever happens within seconds is the quick pace's doing; the shop's
// only endpoint is a proxy that counts the calls by method.
const SCAN_MS = 200;
const env = { CHAIN_RPC_TIMEOUT_MS: '1000', CHAIN_POLL_MS: '600000', CHAIN_SCAN_MS: String(SCAN_MS) };
const ctx = useTestContext(env);

let node: EvmNode;
let proxy: RpcProxy;
let usdt: Address;
let payer: Address;
let vendor: Address;
let product: TestProduct;

const CONFIRMATIONS = 3;
/** Well under the ten-minute poll: what the quick pace must credit within. */
const QUICKLY_MS = 10_000;

beforeAll(async () => {
  ({ node, usdt, payer, vendor } = await startUsdtChain(ctx, CONFIRMATIONS));
  proxy = await startRpcProxy(node.url);
  await saveUsdtSettings(ctx.deps, null, {
    networks: [testNetwork(node, usdt, vendor, { confirmations: CONFIRMATIONS, rpcUrls: [proxy.url] })],
    payWithinHours: null,
  });
  product = await createTestProduct(ctx);
  // Orders are placed at the chain's time.
  ctx.clock.set(new Date());
  // The first scan starts the watch at the confirmed head.
  expect(await scan()).toMatchObject({ kind: 'scanned', toBlock: null });
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await node?.stop();
});

const scan = async () => scanChainTransfers(ctx.deps, (await readUsdtConfig(ctx.deps)).networks[0]!);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const statusOf = async (placed: UsdtOrder) =>
  (await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: placed.orderNo } })).orderStatus;

const paidQuickly = (placed: UsdtOrder) =>
  eventually(async () => ((await statusOf(placed)) === 30 ? true : undefined), QUICKLY_MS);

const paymentOf = (hash: Hex) => ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { txHash: hash } });

async function withWorkers(act: () => Promise<void>): Promise<void> {
  const workers = await chainPaymentWorkers(ctx.deps);
  try {
    await act();
  } finally {
    await Promise.all(workers.map((w) => w.close()));
  }
}

describe('the watcher looks often while a payment is awaited, and only at the poll otherwise', () => {
  it('a look with no new confirmed block reads the head alone: no eth_getLogs, no block', async () => {
    await node.mine(CONFIRMATIONS);
    expect(await scan()).toMatchObject({ kind: 'scanned' });
    proxy.reset();
    expect(await scan()).toMatchObject({ kind: 'scanned', toBlock: null });
    expect(Object.fromEntries(proxy.calls)).toEqual({ eth_blockNumber: 1 });
    await node.mine(1);
    proxy.reset();
    expect(await scan()).toMatchObject({ kind: 'scanned', toBlock: expect.any(String) });
    expect(Object.fromEntries(proxy.calls)).toEqual({ eth_blockNumber: 1, eth_getLogs: 1 });
  });

  it('awaiting no payment, it reads the network no more often than CHAIN_POLL_MS', async () => {
    await withWorkers(async () => {
      // The poll's tick runs once at the start; then ten quick ticks pass.
      await sleep(1000);
      proxy.reset();
      await node.mine(1);
      await sleep(10 * SCAN_MS);
      expect(Object.fromEntries(proxy.calls)).toEqual({});
    });
  });

  it('an order holding its amount is credited within CHAIN_SCAN_MS of the confirmation, not at the next poll', async () => {
    await withWorkers(async () => {
      const placed = await placeUsdtOrder(ctx, product);
      expect(
        (await call(ctx, updatePayMethod, { orderNo: placed.orderNo, payType: 4 }, placed.token)).body.result,
      ).toBe(1);
      const info = (await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token)).body.data;
      await sendToken(node, usdt, payer, vendor, BigInt(info.offers[0]!.amountUnits));
      await node.mine(CONFIRMATIONS - 1);
      await paidQuickly(placed);
      expect(
        (await ctx.deps.prisma.chainPayment.findFirstOrThrow({ where: { order: { orderNo: placed.orderNo } } })).status,
      ).toBe(1);
    });
  });

  it('a named hash not mined when named is credited once the watcher reads it confirmed, not a poll after its check', async () => {
    await node.client.request({ method: 'evm_setAutomine', params: [false] } as never);
    try {
      await withWorkers(async () => {
        const placed = await placeUsdtOrder(ctx, product);
        const hash = await node.wallet(payer).writeContract({
          address: usdt,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [vendor, placed.payable],
          account: payer,
          chain: null,
        });
        expect((await submitTxHash(ctx, placed, hash)).body.result).toBe(1);
        // Its check looked at once, found nothing mined, and would look again a poll later.
        await eventually(async () => ((await paymentOf(hash)).reason?.startsWith('Not seen') ? true : undefined));
        await node.mine(CONFIRMATIONS);
        await paidQuickly(placed);
      });
    } finally {
      await node.client.request({ method: 'evm_setAutomine', params: [true] } as never);
    }
  });

  it('a named hash whose block its check noted is credited at the watcher’s pace, even when its blocks were read before', async () => {
    const placed = await placeUsdtOrder(ctx, product);
    let hash: Hex | undefined;
    await withWorkers(async () => {
      hash = await sendToken(node, usdt, payer, vendor, placed.payable);
      expect((await submitTxHash(ctx, placed, hash)).body.result).toBe(1);
      await eventually(async () => ((await paymentOf(hash!)).confirmations === 1 ? true : undefined));
    });
    // Confirmed and read while no worker ran (another's scan, a restart): no read finds it again.
    await node.mine(CONFIRMATIONS - 1);
    expect(await scan()).toMatchObject({ kind: 'scanned', credited: 0 });
    expect(await statusOf(placed)).toBe(10);
    await withWorkers(async () => {
      await paidQuickly(placed);
    });
  });
});

describe('at the quick pace it looks at a network only when a new block can be there', () => {
  /** Ten quick ticks a block: today's pace looks ten times for each block. */
  const BLOCK_MS = 2000;
  const TICKS_A_BLOCK = BLOCK_MS / SCAN_MS;
  /** Long enough to see the blocks it learns the pace from (chain-scan-pace.ts). */
  const LEARN_MS = 5 * BLOCK_MS;
  /** The target from a transfer's confirmation to its order paid (decision 025). */
  const TARGET_MS = 2000;

  const rpc = (method: string, params: unknown[] = []) => node.client.request({ method, params } as never);
  const head = () => node.client.getBlockNumber({ cacheTime: 0 });
  const looks = (counted: RpcProxy) => counted.calls.get('eth_blockNumber') ?? 0;

  /** Blocks mined and looks taken over `ms`. */
  async function countOver(ms: number, counted: RpcProxy = proxy): Promise<{ blocks: number; looks: number }> {
    const from = await head();
    counted.reset();
    await sleep(ms);
    return { looks: looks(counted), blocks: Number((await head()) - from) };
  }

  /** Looks as the worker does, every half tick, until a look sees the head move. */
  async function lookUntilHeadMoves(): Promise<void> {
    const lookedAt = async () => ((await scanNetwork(ctx.deps, 'local')) as { head: string }).head;
    const before = await lookedAt();
    while ((await lookedAt()) === before) await sleep(SCAN_MS / 2);
  }

  /** A payment awaited: an order holding its own amount. */
  async function awaitPayment(): Promise<{ placed: UsdtOrder; units: bigint }> {
    const placed = await placeUsdtOrder(ctx, product);
    expect((await call(ctx, updatePayMethod, { orderNo: placed.orderNo, payType: 4 }, placed.token)).body.result).toBe(
      1,
    );
    const info = (await call(ctx, getUsdtPayInfo, { orderNo: placed.orderNo }, placed.token)).body.data;
    return { placed, units: BigInt(info.offers[0]!.amountUnits) };
  }

  beforeAll(async () => {
    await rpc('evm_setAutomine', [false]);
    await rpc('evm_setIntervalMining', [BLOCK_MS]);
  });

  afterAll(async () => {
    await rpc('evm_setIntervalMining', [0]);
    await rpc('evm_setAutomine', [true]);
  });

  it('a chain mining every 2 s is looked at a few times a block, not at every tick, and still pays within the target', async () => {
    await withWorkers(async () => {
      const { placed, units } = await awaitPayment();
      // Blocks seen to come teach it the chain's pace.
      await sleep(LEARN_MS);
      const paced = await countOver(5 * BLOCK_MS);
      expect(paced.blocks).toBeGreaterThanOrEqual(4);
      // From 80% of a block on (less half a tick), a look each tick until the head moves: three looks a
      // block, not ten.
      expect(paced.looks).toBeGreaterThanOrEqual(paced.blocks);
      expect(paced.looks).toBeLessThanOrEqual(paced.blocks * 4);

      const hash = await sendToken(node, usdt, payer, vendor, units);
      const { blockNumber } = await node.client.getTransactionReceipt({ hash });
      while ((await head()) < blockNumber + BigInt(CONFIRMATIONS - 1)) await sleep(20);
      const confirmedAt = Date.now();
      await paidQuickly(placed);
      expect(Date.now() - confirmedAt).toBeLessThan(TARGET_MS);
    });
  });

  it('a network that stops making blocks is looked at every tick once its next block is due', async () => {
    await withWorkers(async () => {
      await awaitPayment();
      await sleep(LEARN_MS);
      // Paced: fewer than half the ticks look.
      expect((await countOver(2 * BLOCK_MS)).looks).toBeLessThanOrEqual(TICKS_A_BLOCK);
      await rpc('evm_setIntervalMining', [0]);
      try {
        await sleep(BLOCK_MS);
        const stalled = await countOver(BLOCK_MS);
        expect(stalled.blocks).toBe(0);
        expect(stalled.looks).toBeGreaterThanOrEqual(TICKS_A_BLOCK - 3);
      } finally {
        await rpc('evm_setIntervalMining', [BLOCK_MS]);
      }
    });
  });

  it('a network added, of whose blocks it has learned nothing, is looked at every tick until it has', async () => {
    const fresh = await startRpcProxy(node.url);
    try {
      await withWorkers(async () => {
        await awaitPayment();
        await sleep(LEARN_MS);
        const { networks } = await readUsdtConfig(ctx.deps);
        await saveUsdtSettings(ctx.deps, null, {
          networks: [
            ...networks,
            testNetwork(node, usdt, vendor, { key: 'fresh', confirmations: CONFIRMATIONS, rpcUrls: [fresh.url] }),
          ],
          payWithinHours: null,
        });
        // Its first blocks go by before it has seen enough of them come: every tick; the other, learned, not.
        fresh.reset();
        const learned = await countOver(2 * BLOCK_MS);
        expect(looks(fresh)).toBeGreaterThanOrEqual(2 * TICKS_A_BLOCK - 3);
        expect(learned.looks).toBeLessThanOrEqual(TICKS_A_BLOCK);
      });
    } finally {
      await saveUsdtSettings(ctx.deps, null, {
        networks: (await readUsdtConfig(ctx.deps)).networks.filter((n) => n.key !== 'fresh'),
        payWithinHours: null,
      });
      await fresh.close();
    }
  });

  it('the poll looks whatever the pace, and the quick tick never leaves a network longer than the poll', async () => {
    await withWorkers(async () => {
      await awaitPayment();
      await sleep(LEARN_MS);
    });
    // Just after a look saw the head move, the next block cannot be there yet.
    await lookUntilHeadMoves();
    expect(await queueChainScans(ctx.deps, true)).toEqual({ queued: 0, notDue: 1 });
    // A poll shorter than the learned block: the look comes at the poll, not at 80% of the block.
    const network = (await readUsdtConfig(ctx.deps)).networks[0]!;
    const shortPoll = { ...ctx.deps, config: { ...ctx.deps.config, CHAIN_POLL_MS: BLOCK_MS / 4 } };
    expect(await quickLookDue(shortPoll, network)).toBe(false);
    await sleep(BLOCK_MS / 4);
    expect(await quickLookDue(shortPoll, network)).toBe(true);
    expect(await quickLookDue(ctx.deps, network)).toBe(false);
    // Nothing awaited any more (the orders canceled): the poll's tick reads the network as ever.
    await ctx.deps.prisma.order.updateMany({
      where: { orderStatus: { in: [...PAYABLE_STATUSES] } },
      data: { orderStatus: OrderStatus.canceled },
    });
    expect(await queueChainScans(ctx.deps, false)).toEqual({ queued: 1 });
    await (await ctx.deps.queues.chainPayment.getJob('chain-scan-local'))?.remove();
  });
});
