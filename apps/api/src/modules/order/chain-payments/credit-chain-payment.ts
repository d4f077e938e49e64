import { ChainPaymentStatus, OrderStatus } from '@hashforge/contract';
import type { Hex } from 'viem';
import type { Tx } from '../../../db/client.ts';
import { type ChainPayment, Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import type { ChainTokenConfig } from '../../settings/usdt-settings.ts';
import { lockOrder } from '../lock-order.ts';
import { sendOrderMail } from '../order-emails.ts';
import { transitionOrder } from '../transition-order.ts';
import { holdPayAmount, releasePayAmount, usdtDue } from './chain-pay-amount.ts';
import { chainPaymentMachine } from './chain-payment-status.ts';
import { unitsToUsd } from './usdt-instructions.ts';

/** A confirmed transfer to the vendor, as the worker read it, and how it found its order. */
export interface SeenTransfer {
  from: string;
  units: bigint;
  decimals: number;
  token: ChainTokenConfig;
  blockNumber: bigint;
  blockHash: Hex;
  logIndex: number;
  confirmations: number;
  /**
   * The buyer named its hash, the watcher matched the order's own amount, or finance credited a
   * transfer the watcher kept to the order it named (decision 025).
   */
  matchedBy: 'hash' | 'amount' | 'finance';
}

/** Finance crediting a kept transfer: who, and which row of the unmatched list. */
export interface CreditedByStaff {
  actor: StaffActor | null;
  keptTransferId: number;
}

export interface Credit {
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
 * and the audit row (the staff member's when finance credits a kept transfer). An order no longer
 * awaiting payment (paid by wire meanwhile, canceled) keeps its status: the whole amount is recorded
 * as overpaid, due back (on a canceled order, in refundDueAmount).
 */
export async function creditChainPayment(
  tx: Tx,
  deps: Pick<Deps, 'clock'>,
  row: ChainPayment,
  seen: SeenTransfer,
  staff?: CreditedByStaff,
): Promise<Credit | null> {
  const order = await lockOrder(tx, { id: row.orderId });
  if (!order) return null;
  const { paidAmount: paidBefore, refundDueAmount } = order;
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
    // Paid: its amount is let go. Short: a buyer paying without a hash needs an amount for the rest.
    if (next === OrderStatus.unshipped) await releasePayAmount(tx, order.id);
    else if (await tx.chainPayAmount.count({ where: { orderId: order.id } }))
      await holdPayAmount(tx, order.id, usdtDue({ payableAmount: order.payableAmount, paidAmount: paid }));
  } else if (canceled) {
    await tx.order.updateMany({
      where: { id: order.id, orderStatus: order.orderStatus },
      data: { refundDueAmount: refundDueAmount.add(amount), refundedAt: null },
    });
  } else {
    // 20 (a wire proof under review: its review adds to this), or past payment: money received all the same.
    await tx.order.updateMany({ where: { id: order.id, orderStatus: order.orderStatus }, data: { paidAmount: paid } });
  }
  await recordAudit(tx, staff?.actor ?? null, {
    action: 'payments.chain-credit',
    entityType: 'order',
    entityId: order.orderNo,
    before: { paymentId: row.id, orderStatus: order.orderStatus, paidAmount: paidBefore.toFixed(2) },
    after: {
      paymentId: row.id,
      txHash: row.txHash,
      network: row.network,
      matchedBy: seen.matchedBy,
      ...(staff ? { keptTransferId: staff.keptTransferId } : {}),
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

/** The claim a transfer found without a buyer naming it is credited through: its order, network and hash. */
export interface Hold {
  orderId: number;
  network: string;
  chainId: number;
  txHash: string;
  requiredConfirmations: number;
}

/**
 * Credits a transfer no buyer named (the watcher's match by amount, finance's credit of a kept one)
 * through the same path as a named hash: a chain_payment row that holds the hash, so a hash counts
 * once shop-wide whichever way it came, then its credit. Null when the hash is held already (a buyer's
 * claim, the watcher, another clerk): the unique index on `heldTxHash` decides, and of two at once the
 * second inserts nothing once the first commits.
 */
export async function holdAndCredit(
  tx: Tx,
  deps: Pick<Deps, 'clock'>,
  hold: Hold,
  seen: SeenTransfer,
  staff?: CreditedByStaff,
): Promise<{ paymentId: number; credit: Credit } | null> {
  const [row] = await tx.chainPayment.createManyAndReturn({
    data: [
      {
        ...hold,
        heldTxHash: hold.txHash,
        status: ChainPaymentStatus.verifying,
        submittedAt: deps.clock.now(),
      },
    ],
    skipDuplicates: true,
  });
  if (!row) return null;
  const credit = await creditChainPayment(tx, deps, row, seen, staff);
  return credit ? { paymentId: row.id, credit } : null;
}

/** The buyer's mail of a credit, sent once the credit's transaction committed. */
export async function mailChainCredit(
  deps: Parameters<typeof sendOrderMail>[0],
  paymentId: number,
  done: Credit,
  token: string,
  networkName: string,
): Promise<void> {
  await sendOrderMail(deps, done.userId, {
    kind: 'chain-credited',
    orderNo: done.orderNo,
    paymentId,
    amount: done.amount.toFixed(2),
    token,
    network: networkName,
    fullyPaid: done.orderStatus === OrderStatus.unshipped,
    balance: done.balance.toFixed(2),
    overpaid: done.overpaid.greaterThan(0) ? done.overpaid.toFixed(2) : null,
  });
}
