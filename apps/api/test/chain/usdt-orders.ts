import { submitChainPayment, updatePayMethod } from '@hashforge/contract';
import type { Address, Hex } from 'viem';
import { expect } from 'vitest';
import { Prisma } from '../../src/db/generated/client.ts';
import { scanChainTransfers } from '../../src/modules/order/chain-payments/scan-chain-transfers.ts';
import { readUsdtConfig, saveUsdtSettings } from '../../src/modules/settings/usdt-settings.ts';
import { call } from '../support/call.ts';
import { createReadyBuyer, orderProduct } from '../support/factories/buying.ts';
import { createTestProduct, type TestProduct } from '../support/factories/catalog.ts';
import type { TestContext } from '../support/test-app.ts';
import { compileToken, deployToken, type EvmNode, sendToken, startEvmNode } from './evm-node.ts';

/** An order placed for USDT tests: its number, the buyer's token and the payable in token units. */
export interface UsdtOrder {
  orderNo: string;
  token: string;
  /** The payable in token units (6 decimals). */
  payable: bigint;
}

/** An order of one unit of `product` by a new buyer, at 10. */
export async function placeUsdtOrder(ctx: Pick<TestContext, 'app' | 'deps'>, product: TestProduct): Promise<UsdtOrder> {
  const buyer = await createReadyBuyer(ctx);
  const orderNo = await orderProduct(ctx, buyer, product, 1);
  const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
  return { orderNo, token: buyer.token, payable: BigInt(order.payableAmount.mul(100).toFixed(0)) * 10_000n };
}

/** The buyer names a transfer's hash for their order on its Pay page (order/usdt/submit); the answer as it comes. */
export function submitTxHash(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  order: Pick<UsdtOrder, 'orderNo' | 'token'>,
  txHash: string,
  network = 'local',
) {
  return call(ctx, submitChainPayment, { orderNo: order.orderNo, network, txHash }, order.token);
}

/** A USDT network setting for a test node: its 6-decimal token, paid to `receivingAddress`. */
export function testNetwork(
  node: EvmNode,
  token: Address,
  receivingAddress: Address,
  options: { key?: string; name?: string; confirmations: number; rpcUrls?: string[] },
) {
  return {
    key: options.key ?? 'local',
    name: options.name ?? 'Local chain',
    chainId: node.chainId,
    enabled: true,
    rpcUrls: options.rpcUrls ?? [node.url],
    tokens: [{ symbol: 'USDT' as const, contract: token, decimals: 6 }],
    confirmations: options.confirmations,
    receivingAddress,
    explorerTxUrl: 'https://explorer.example/tx/{hash}',
  };
}

/** A local chain with a USDT contract, the shop's one network: the payer its first account, the vendor its second. */
export interface UsdtChain {
  node: EvmNode;
  usdt: Address;
  payer: Address;
  vendor: Address;
}

/** Starts a local chain, deploys its USDT and saves it as the shop's one network, with `confirmations`. */
export async function startUsdtChain(ctx: Pick<TestContext, 'deps'>, confirmations: number): Promise<UsdtChain> {
  compileToken();
  const node = await startEvmNode({ chainId: 31337 });
  const [payer, vendor] = [node.accounts[0]!, node.accounts[1]!];
  const usdt = await deployToken(node, payer, 'USDT');
  await saveUsdtSettings(ctx.deps, null, {
    networks: [testNetwork(node, usdt, vendor, { confirmations })],
    payWithinHours: null,
  });
  return { node, usdt, payer, vendor };
}

/**
 * Two open orders shown one amount (decision 025), as the watcher keeps a transfer of it as
 * `shared-amount`: `holder` took USDT and holds `amount` as its due plus 0.50; `hashOnly` awaits
 * `amount` as its plain due with no amount of its own, as when every tail of its due is held (which
 * chain-watcher.test.ts brings about the long way). `units` is `amount` in token units.
 */
export async function ordersSharingAmount(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  amount: string,
): Promise<{ holder: UsdtOrder; hashOnly: UsdtOrder; units: bigint }> {
  const shown = new Prisma.Decimal(amount);
  const price = (p: Prisma.Decimal) => ({ sendCycles: [{ name: 'Spot', price: p.toFixed(2), stock: 500 }] });
  const holder = await placeUsdtOrder(ctx, await createTestProduct(ctx, price(shown.sub('0.50'))));
  expect((await call(ctx, updatePayMethod, { orderNo: holder.orderNo, payType: 4 }, holder.token)).body.result).toBe(1);
  const { id } = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: holder.orderNo } });
  await ctx.deps.prisma.chainPayAmount.update({ where: { orderId: id }, data: { amount: shown, heldAmount: shown } });
  const hashOnly = await placeUsdtOrder(ctx, await createTestProduct(ctx, price(shown)));
  await ctx.deps.prisma.order.update({ where: { orderNo: hashOnly.orderNo }, data: { payType: 4 } });
  return { holder, hashOnly, units: BigInt(shown.mul(100).toFixed(0)) * 10_000n };
}

/** One run of the watcher over the shop's one network, as the worker's scan job makes it. */
export async function scanUsdt(ctx: Pick<TestContext, 'deps'>) {
  return scanChainTransfers(ctx.deps, (await readUsdtConfig(ctx.deps)).networks[0]!);
}

/**
 * The watch begins now: the test clock set to the real time the chain's blocks carry (sign-ins moved it
 * on), so orders placed next come before their transfers, and the first scan starts at the confirmed head.
 */
export async function watchFromNow(ctx: Pick<TestContext, 'deps' | 'clock'>): Promise<void> {
  ctx.clock.set(new Date());
  expect(await scanUsdt(ctx)).toMatchObject({ kind: 'scanned', toBlock: null });
}

/**
 * Two orders shown `amount` (ordersSharingAmount) and a confirmed transfer of it, which the watcher
 * keeps for them as `shared-amount`: the orders, the hash and the kept row.
 */
export async function keepSharedTransfer(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  chain: UsdtChain,
  confirmations: number,
  amount: string,
) {
  const orders = await ordersSharingAmount(ctx, amount);
  const hash = (await sendToken(chain.node, chain.usdt, chain.payer, chain.vendor, orders.units)).toLowerCase() as Hex;
  await chain.node.mine(confirmations);
  expect(await scanUsdt(ctx)).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 1 });
  const kept = await ctx.deps.prisma.chainUnmatchedTransfer.findFirstOrThrow({ where: { txHash: hash } });
  expect(kept).toMatchObject({ reason: 'shared-amount' });
  return { ...orders, hash, kept };
}

/**
 * Orders past their deadline, as when the money came late in their window or confirmations were slow,
 * and past the confirmation grace an order holding its own amount is given (confirmation-grace.ts).
 */
export async function pastDeadline(ctx: Pick<TestContext, 'deps'>, ...orders: UsdtOrder[]): Promise<void> {
  const past = ctx.deps.clock.now().getTime() - ctx.deps.config.CHAIN_CONFIRM_GRACE_MS - 1000;
  await ctx.deps.prisma.order.updateMany({
    where: { orderNo: { in: orders.map((o) => o.orderNo) } },
    data: { expiresAt: new Date(past) },
  });
}

/**
 * A confirmed transfer of `units` that the watcher keeps for finance as `no-order` (no order holds
 * that amount): its row's id and hash.
 */
export async function keepUnmatchedTransfer(
  ctx: Pick<TestContext, 'deps'>,
  chain: UsdtChain,
  confirmations: number,
  units: bigint,
): Promise<{ id: number; hash: Hex }> {
  const hash = (await sendToken(chain.node, chain.usdt, chain.payer, chain.vendor, units)).toLowerCase() as Hex;
  await chain.node.mine(confirmations);
  expect(await scanUsdt(ctx)).toMatchObject({ kind: 'scanned', credited: 0, unmatched: 1 });
  const row = await ctx.deps.prisma.chainUnmatchedTransfer.findFirstOrThrow({ where: { txHash: hash } });
  expect(row.reason).toBe('no-order');
  return { id: row.id, hash };
}
