import { ChainPaymentStatus, OrderStatus } from '@hashforge/contract';
import type { Hex } from 'viem';
import type { Tx } from '../../../db/client.ts';
import { type ChainPayment, Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { type ChainNetworkConfig, readUsdtConfig } from '../../settings/usdt-settings.ts';
import { lockOrder } from '../lock-order.ts';
import { sendOrderMail } from '../order-emails.ts';
import { transitionOrder } from '../transition-order.ts';
import { chainPaymentMachine } from './chain-payment-status.ts';
import { type ChainReader, evmReader, NetworkUnavailable, type TokenTransfer } from './chain-reader.ts';
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

interface Credit {
  userId: number;
  orderNo: string;
  amount: Prisma.Decimal;
  overpaid: Prisma.Decimal;
  orderStatus: number;
  balance: Prisma.Decimal;
}

/**
 * Credits a confirmed transfer to its order in one transaction with the order's row locked: the
 * payment's conditional move from 0 to 1 (of two workers, the second moves nothing and credits
 * nothing), the order's paidAmount raised by the chain's amount and its move through 20 to 30 or 25,
 * and the audit row. An order no longer awaiting payment (paid by wire meanwhile, canceled) keeps its
 * status: the whole amount is recorded as overpaid, due back (on a canceled order, in refundDueAmount).
 */
async function credit(
  tx: Tx,
  deps: VerifyDeps,
  row: ChainPayment,
  seen: { from: string; units: bigint; decimals: number; token: ChainNetworkConfig['tokens'][number] } & {
    blockNumber: bigint;
    blockHash: Hex;
    logIndex: number;
    confirmations: number;
  },
): Promise<Credit | null> {
  const order = await lockOrder(tx, { id: row.orderId });
  if (!order) return null;
  const { paidAmount: paidBefore, refundDueAmount } = await tx.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { paidAmount: true, refundDueAmount: true },
  });
  const amount = unitsToUsd(seen.units, seen.decimals);
  const awaiting = order.orderStatus === OrderStatus.unpaid || order.orderStatus === OrderStatus.balancePayment;
  const underReview = order.orderStatus === OrderStatus.paidPendingReview;
  const canceled = order.orderStatus === OrderStatus.canceled;
  const paid = canceled ? paidBefore : paidBefore.add(amount);
  const overpaid =
    awaiting || underReview ? Prisma.Decimal.min(amount, Prisma.Decimal.max(0, paid.sub(order.payableAmount))) : amount;
  const now = deps.clock.now();
  chainPaymentMachine.assert(row.status, ChainPaymentStatus.credited, 'This payment was already decided');
  const moved = await tx.chainPayment.updateMany({
    where: { id: row.id, status: ChainPaymentStatus.verifying },
    data: {
      status: ChainPaymentStatus.credited,
      reason: null,
      tokenSymbol: seen.token.symbol,
      tokenContract: seen.token.contract,
      fromAddress: seen.from,
      amountUnits: new Prisma.Decimal(seen.units.toString()),
      decimals: seen.decimals,
      amount,
      overpaidAmount: overpaid,
      blockNumber: seen.blockNumber,
      blockHash: seen.blockHash,
      logIndex: seen.logIndex,
      confirmations: seen.confirmations,
      checkedAt: now,
      creditedAt: now,
    },
  });
  if (moved.count !== 1) return null;
  let next = order.orderStatus;
  if (awaiting) {
    // The worker's check stands for finance's review: 10/25 -> 20 -> 30 or 25 (docs/domain.md D3).
    next = paid.greaterThanOrEqualTo(order.payableAmount) ? OrderStatus.unshipped : OrderStatus.balancePayment;
    await transitionOrder(tx, order.id, order.orderStatus, OrderStatus.paidPendingReview, { paidAmount: paid });
    await transitionOrder(tx, order.id, OrderStatus.paidPendingReview, next);
  } else if (canceled) {
    await tx.order.updateMany({
      where: { id: order.id, orderStatus: order.orderStatus },
      data: { refundDueAmount: refundDueAmount.add(amount), refundedAt: null },
    });
  } else {
    // 20 (a wire proof under review: its review adds to this), or past payment: money received all the same.
    await tx.order.updateMany({ where: { id: order.id, orderStatus: order.orderStatus }, data: { paidAmount: paid } });
  }
  await recordAudit(tx, null, {
    action: 'payments.chain-credit',
    entityType: 'order',
    entityId: order.orderNo,
    before: { paymentId: row.id, orderStatus: order.orderStatus, paidAmount: paidBefore.toFixed(2) },
    after: {
      paymentId: row.id,
      txHash: row.txHash,
      network: row.network,
      amount: amount.toFixed(2),
      overpaidAmount: overpaid.toFixed(2),
      orderStatus: next,
      paidAmount: paid.toFixed(2),
    },
  });
  return {
    userId: order.userId,
    orderNo: order.orderNo,
    amount,
    overpaid,
    orderStatus: next,
    balance: Prisma.Decimal.max(0, order.payableAmount.sub(paid)),
  };
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
      credit(tx, deps, row, {
        from: first.from,
        units,
        decimals: paying.token.decimals,
        token: paying.token,
        blockNumber: found.blockNumber,
        blockHash: found.blockHash,
        logIndex: first.logIndex,
        confirmations,
      }),
    );
    if (!done) return { kind: 'done' };
    await sendOrderMail(deps, done.userId, {
      kind: 'chain-credited',
      orderNo: done.orderNo,
      paymentId: row.id,
      amount: done.amount.toFixed(2),
      token: paying.token.symbol,
      network: network.name,
      fullyPaid: done.orderStatus === OrderStatus.unshipped,
      balance: done.balance.toFixed(2),
      overpaid: done.overpaid.greaterThan(0) ? done.overpaid.toFixed(2) : null,
    });
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
