import { ChainPaymentStatus } from '@hashforge/contract';
import type { Hex } from 'viem';
import { type ChainPayment, Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { type ChainNetworkConfig, readUsdtConfig } from '../../settings/usdt-settings.ts';
import { sendOrderMail } from '../order-emails.ts';
import { chainPaymentMachine } from './chain-payment-status.ts';
import { type ChainReader, evmReader, NetworkUnavailable, type TokenTransfer } from './chain-reader.ts';
import { creditChainPayment, mailChainCredit } from './credit-chain-payment.ts';
import { unitsToUsd } from './usdt-instructions.ts';

type VerifyDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger'>;

/** What a check ends in: done (credited, refused, or nothing left to do), or look again after `delayMs`. */
export type CheckOutcome =
  | { kind: 'credited' }
  | { kind: 'refused'; reason: string }
  | { kind: 'done' }
  | { kind: 'wait'; network: boolean };

export const WAITING_FOR_NETWORK = 'Waiting for the network: its node does not answer; we keep trying';

/** The network adapter of a configured network (decision 025): EVM for now. */
export function readerFor(deps: Pick<Deps, 'config'>, network: ChainNetworkConfig): ChainReader {
  return evmReader(network, deps.config.CHAIN_RPC_TIMEOUT_MS);
}

const short = (address: string) => `${address.slice(0, 8)}…${address.slice(-6)}`;

/**
 * Of a mined transaction's transfers, those that pay the vendor on this network, or why none does.
 * Only the configured token contracts count, and only to the receiving address.
 */
function paymentsIn(
  network: ChainNetworkConfig,
  transfers: TokenTransfer[],
): { ok: true; matched: TokenTransfer[]; token: ChainNetworkConfig['tokens'][number] } | { ok: false; reason: string } {
  const tokens = network.tokens.map((t) => t.contract);
  const names = network.tokens.map((t) => `${t.symbol} (${short(t.contract)})`).join(' or ');
  for (const token of network.tokens) {
    const matched = transfers.filter((t) => t.token === token.contract && t.to === network.receivingAddress);
    if (matched.length > 0) return { ok: true, matched, token };
  }
  const toVendor = transfers.find((t) => t.to === network.receivingAddress);
  if (toVendor)
    return {
      ok: false,
      reason: `This transfer is of another token (contract ${short(toVendor.token)}): only ${names} on ${network.name} counts`,
    };
  const ofToken = transfers.find((t) => tokens.includes(t.token));
  if (ofToken)
    return {
      ok: false,
      reason: `This transfer went to ${short(ofToken.to)}, not to the shop's address ${short(network.receivingAddress)}`,
    };
  return { ok: false, reason: `This transaction holds no transfer of ${names} on ${network.name}` };
}

async function refuse(deps: VerifyDeps, row: ChainPayment, reason: string): Promise<CheckOutcome> {
  chainPaymentMachine.assert(row.status, ChainPaymentStatus.refused, 'This payment was already decided');
  const moved = await deps.prisma.chainPayment.updateMany({
    where: { id: row.id, status: ChainPaymentStatus.verifying },
    // A refused claim lets go of the transfer: naming someone's hash for the wrong order or network
    // must not keep it from the order it paid.
    data: { status: ChainPaymentStatus.refused, reason, heldTxHash: null, checkedAt: deps.clock.now() },
  });
  if (moved.count !== 1) return { kind: 'done' };
  const order = await deps.prisma.order.findUniqueOrThrow({
    where: { id: row.orderId },
    select: { userId: true, orderNo: true },
  });
  await sendOrderMail(deps, order.userId, {
    kind: 'chain-refused',
    orderNo: order.orderNo,
    paymentId: row.id,
    txHash: row.txHash,
    reason,
  });
  return { kind: 'refused', reason };
}

/** Notes what the worker saw on a payment still verifying; never moves it. */
async function note(deps: VerifyDeps, row: ChainPayment, data: Prisma.ChainPaymentUpdateManyMutationInput) {
  await deps.prisma.chainPayment.updateMany({
    where: { id: row.id, status: ChainPaymentStatus.verifying },
    data: { ...data, checkedAt: deps.clock.now() },
  });
}

/**
 * One look at a chain payment still verifying (decision 025): reads its receipt on its network, and
 * credits it, refuses it, or notes what it waits for. Safe to run any number of times, on any number
 * of workers at once: only the conditional moves out of 0 change anything.
 */
export async function checkChainPayment(deps: VerifyDeps, paymentId: number): Promise<CheckOutcome> {
  const row = await deps.prisma.chainPayment.findUnique({ where: { id: paymentId } });
  if (!row || row.status !== ChainPaymentStatus.verifying) return { kind: 'done' };
  const config = await readUsdtConfig(deps);
  const network = config.networks.find((n) => n.key === row.network);
  if (!network) return refuse(deps, row, `The shop no longer takes payments on ${row.network}`);
  const order = await deps.prisma.order.findUniqueOrThrow({ where: { id: row.orderId }, select: { createdAt: true } });

  try {
    const reader = readerFor(deps, network);
    const found = await reader.lookup(row.txHash as Hex);
    if (found.kind === 'missing') {
      if (row.blockNumber !== null) {
        // Seen before, gone now: a reorganisation took its block. Never credited; counted again if it comes back.
        await note(deps, row, {
          blockNumber: null,
          blockHash: null,
          confirmations: 0,
          reason: 'The transfer left the chain (a reorganisation): waiting for it to come back',
        });
        return { kind: 'wait', network: false };
      }
      const elsewhere = await foundOnOtherNetwork(deps, config.networks, network, row.txHash as Hex);
      if (elsewhere)
        return refuse(
          deps,
          row,
          `This transaction is on ${elsewhere.name}, not ${network.name}: only a transfer on ${network.name} counts for it`,
        );
      const waited = deps.clock.now().getTime() - row.submittedAt.getTime();
      if (waited > deps.config.CHAIN_NOT_FOUND_MINUTES * 60_000)
        return refuse(deps, row, `No such transaction on ${network.name}: check the hash and the network`);
      await note(deps, row, { reason: `Not seen on ${network.name} yet` });
      return { kind: 'wait', network: false };
    }
    if (found.kind === 'reverted')
      return refuse(deps, row, 'This transaction failed on chain (it was reverted): nothing was paid');
    const paying = paymentsIn(network, found.transfers);
    if (!paying.ok) return refuse(deps, row, paying.reason);
    // Block times are whole seconds: a transfer in the order's own second counts.
    if (found.timestamp.getTime() < Math.floor(order.createdAt.getTime() / 1000) * 1000)
      return refuse(
        deps,
        row,
        `This transfer was made on ${found.timestamp.toISOString().replace('T', ' ').slice(0, 16)} UTC, before the order was placed`,
      );
    const units = paying.matched.reduce((sum, t) => sum + t.value, 0n);
    const first = paying.matched[0]!;
    const head = await reader.headNumber();
    const confirmations = Math.max(0, Number(head - found.blockNumber) + 1);
    if (confirmations < row.requiredConfirmations) {
      await note(deps, row, {
        tokenSymbol: paying.token.symbol,
        tokenContract: paying.token.contract,
        fromAddress: first.from,
        amountUnits: new Prisma.Decimal(units.toString()),
        decimals: paying.token.decimals,
        amount: unitsToUsd(units, paying.token.decimals),
        blockNumber: found.blockNumber,
        blockHash: found.blockHash,
        logIndex: first.logIndex,
        confirmations,
        reason: null,
      });
      return { kind: 'wait', network: false };
    }
    const done = await deps.prisma.$transaction((tx) =>
      creditChainPayment(tx, deps, row, {
        from: first.from,
        units,
        decimals: paying.token.decimals,
        token: paying.token,
        blockNumber: found.blockNumber,
        blockHash: found.blockHash,
        logIndex: first.logIndex,
        confirmations,
        matchedBy: 'hash',
      }),
    );
    if (!done) return { kind: 'done' };
    await mailChainCredit(deps, row.id, done, paying.token.symbol, network.name);
    return { kind: 'credited' };
  } catch (error) {
    if (!(error instanceof NetworkUnavailable)) throw error;
    deps.logger.warn({ network: network.key, causes: error.causes.map(String) }, 'chain payment: network unavailable');
    await note(deps, row, { reason: WAITING_FOR_NETWORK });
    return { kind: 'wait', network: true };
  }
}

/** The other enabled network a hash was mined on, if one answers that it was. */
async function foundOnOtherNetwork(
  deps: VerifyDeps,
  networks: ChainNetworkConfig[],
  chosen: ChainNetworkConfig,
  txHash: Hex,
): Promise<ChainNetworkConfig | null> {
  for (const other of networks) {
    if (other.key === chosen.key || !other.enabled) continue;
    try {
      if ((await readerFor(deps, other).lookup(txHash)).kind !== 'missing') return other;
    } catch (error) {
      // That network being down says nothing about this payment: it is asked again on the next look.
      if (!(error instanceof NetworkUnavailable)) throw error;
    }
  }
  return null;
}
