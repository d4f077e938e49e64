import { FinanceStatus, OrderStatus } from '@hashforge/contract';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { lockOrder } from '../lock-order.ts';
import { sendOrderMail } from '../order-emails.ts';
import { transitionOrder } from '../transition-order.ts';
import { transitionProof } from './transition-proof.ts';

type ReviewDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger'>;

interface Reviewed {
  userId: number;
  orderNo: string;
  orderStatus: number;
  /** What the buyer typed on the proof. */
  claimed: string;
  balance: string;
}

type Outcome = { kind: 'approve'; received: Prisma.Decimal } | { kind: 'fail'; reason: string };

/**
 * Finance's review of one proof, in one transaction with the order's row locked: the proof's
 * conditional move out of 0 (of two staff reviewing it at once, the second finds it reviewed and is
 * told how), the order's `paidAmount` raised by the amount RECEIVED (what the buyer typed is only a
 * claim), the order's move through its transition table, and the audit row.
 */
async function review(
  deps: ReviewDeps,
  actor: StaffActor | null,
  proofId: number,
  outcome: Outcome,
): Promise<Reviewed> {
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const ref = await tx.orderAging.findUnique({ where: { id: proofId }, select: { orderId: true } });
    if (!ref) throw AppError.notFound('Payment proof');
    const order = await lockOrder(tx, { id: ref.orderId });
    if (!order) throw AppError.notFound('Order');
    // Read again under the order's lock: a review that committed meanwhile is seen here.
    const proof = await tx.orderAging.findUniqueOrThrow({
      where: { id: proofId },
      select: { financeStatus: true, currentPayAmount: true },
    });
    const { paidAmount: paidBefore } = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { paidAmount: true },
    });
    const approving = outcome.kind === 'approve';
    await transitionProof(tx, proofId, proof.financeStatus, approving ? FinanceStatus.approved : FinanceStatus.failed, {
      reviewedAt: now,
      reviewNote: approving ? null : outcome.reason,
      receivedAmount: approving ? outcome.received : null,
      reviewedByStaffId: actor?.staffId ?? null,
    });
    const paid = approving ? paidBefore.add(outcome.received) : paidBefore;
    // Approved and covering the payable: to the warehouse; approved but short: balance due; failed:
    // back to unpaid, or to balance due when an earlier proof was approved.
    const next = approving
      ? paid.greaterThanOrEqualTo(order.payableAmount)
        ? OrderStatus.unshipped
        : OrderStatus.balancePayment
      : paid.greaterThan(0)
        ? OrderStatus.balancePayment
        : OrderStatus.unpaid;
    await transitionOrder(tx, order.id, order.orderStatus, next, approving ? { paidAmount: paid } : {});
    await recordAudit(tx, actor, {
      action: approving ? 'payments.approve' : 'payments.fail',
      entityType: 'order',
      entityId: order.orderNo,
      before: {
        proofId,
        financeStatus: FinanceStatus.awaiting,
        orderStatus: order.orderStatus,
        paidAmount: paidBefore.toFixed(2),
      },
      after: approving
        ? {
            proofId,
            financeStatus: FinanceStatus.approved,
            receivedAmount: outcome.received.toFixed(2),
            orderStatus: next,
            paidAmount: paid.toFixed(2),
          }
        : { proofId, financeStatus: FinanceStatus.failed, reason: outcome.reason, orderStatus: next },
    });
    return {
      userId: order.userId,
      orderNo: order.orderNo,
      orderStatus: next,
      claimed: proof.currentPayAmount.toFixed(2),
      balance: Prisma.Decimal.max(0, order.payableAmount.sub(paid)).toFixed(2),
    };
  });
}

/** A staff-typed amount: positive, at most two decimals. */
function receivedAmountOf(value: string): Prisma.Decimal {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value.trim()))
    throw AppError.field('receivedAmount', 'Enter an amount such as 120.00');
  const amount = new Prisma.Decimal(value.trim());
  if (amount.lessThanOrEqualTo(0)) throw AppError.field('receivedAmount', 'The received amount must be more than 0');
  return amount;
}

/**
 * `payments/approve` (payments.review): approve a proof awaiting review (0 -> 1) for the amount that
 * actually arrived; the order goes to 30 when everything received covers the payable, else 25.
 */
export async function approvePaymentProof(
  deps: ReviewDeps,
  actor: StaffActor | null,
  proofId: number,
  receivedAmount: string,
): Promise<{ orderNo: string; orderStatus: number }> {
  const received = receivedAmountOf(receivedAmount);
  const done = await review(deps, actor, proofId, { kind: 'approve', received });
  await sendOrderMail(deps, done.userId, {
    kind: 'proof-approved',
    orderNo: done.orderNo,
    proofId,
    amount: received.toFixed(2),
    fullyPaid: done.orderStatus === OrderStatus.unshipped,
    balance: done.balance,
  });
  return { orderNo: done.orderNo, orderStatus: done.orderStatus };
}

/**
 * `payments/fail` (payments.review): fail a proof awaiting review (0 -> 2) with the reason the buyer
 * reads; the order goes back to 10, or to 25 when part was approved before.
 */
export async function failPaymentProof(
  deps: ReviewDeps,
  actor: StaffActor | null,
  proofId: number,
  reason: string,
): Promise<{ orderNo: string; orderStatus: number }> {
  const clean = reason.trim().slice(0, 500);
  if (!clean) throw AppError.field('reason', 'Enter the reason the buyer will read');
  const done = await review(deps, actor, proofId, { kind: 'fail', reason: clean });
  await sendOrderMail(deps, done.userId, {
    kind: 'proof-failed',
    orderNo: done.orderNo,
    proofId,
    amount: done.claimed,
    note: clean,
  });
  return { orderNo: done.orderNo, orderStatus: done.orderStatus };
}
