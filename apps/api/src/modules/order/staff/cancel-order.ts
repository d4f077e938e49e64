import { FinanceStatus, OrderStatus } from '@hashforge/contract';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { stockChanged } from '../../catalog/stock-freshness.ts';
import { readDocumentIdentity } from '../../settings/document-identity.ts';
import { afterIssue } from '../../trade-document/issue-document.ts';
import { lockOrder } from '../lock-order.ts';
import { sendOrderMail } from '../order-emails.ts';
import { orderMachine } from '../order-status.ts';
import { transitionProof } from '../payment-proofs/transition-proof.ts';
import { releaseOrderHolds } from '../release-order.ts';
import { issueCreditNote } from '../trade-documents.ts';
import { transitionOrder } from '../transition-order.ts';
import { findOrderRef } from './order-ref.ts';

type CancelDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger' | 'redis'>;

export const ORDER_ALREADY_CANCELED = 'This order was already canceled';
export const ORDER_NOT_CANCELABLE = 'Only an order that has not shipped can be canceled';
/** What a proof still under review is told when its order is canceled: the buyer reads it. */
export const PROOF_FAILED_BY_CANCEL = 'The order was canceled';

/**
 * `orders/cancel` (staff: orders.cancel): an order at 10, 20, 25 or 30 goes to 0 with the reason
 * the buyer reads. In one transaction with the order's row locked: the transition table's
 * conditional update, any proof still under review failed (the order it paid for is gone), stock and
 * coupon released by the same function as the expiry (once: a second cancel finds 0 and is told),
 * the money approved so far set aside as `refundDueAmount` for finance, and the audit row.
 */
export async function cancelOrderByStaff(
  deps: CancelDeps,
  actor: StaffActor | null,
  input: { orderNo: string; reason: string },
): Promise<{ orderNo: string; orderStatus: number; refundDueAmount: string }> {
  const reason = input.reason.trim();
  if (!reason) throw AppError.field('reason', 'Enter the reason the buyer will read');
  const ref = await findOrderRef(deps, input.orderNo);
  const now = deps.clock.now();
  const done = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: ref.id });
    if (!order) throw AppError.notFound('Order');
    if (order.orderStatus === OrderStatus.canceled) throw AppError.refused(ORDER_ALREADY_CANCELED);
    if (!orderMachine.can(order.orderStatus, OrderStatus.canceled)) throw AppError.refused(ORDER_NOT_CANCELABLE);
    const { paidAmount } = order;
    await transitionOrder(
      tx,
      order.id,
      order.orderStatus,
      OrderStatus.canceled,
      { canceledAt: now, cancelReason: reason, canceledByStaffId: actor?.staffId ?? null, refundDueAmount: paidAmount },
      ORDER_ALREADY_CANCELED,
    );
    // Through the proof's own table: 0 -> 2, conditional like a finance review.
    const pending = await tx.orderAging.findMany({
      where: { orderId: order.id, financeStatus: FinanceStatus.awaiting },
      select: { id: true },
    });
    for (const proof of pending) {
      await transitionProof(tx, proof.id, FinanceStatus.awaiting, FinanceStatus.failed, {
        reviewedAt: now,
        reviewNote: PROOF_FAILED_BY_CANCEL,
        reviewedByStaffId: actor?.staffId ?? null,
      });
    }
    await releaseOrderHolds(tx, order.id);
    await recordAudit(tx, actor, {
      action: 'orders.cancel',
      entityType: 'order',
      entityId: order.orderNo,
      before: { orderStatus: order.orderStatus },
      after: {
        orderStatus: OrderStatus.canceled,
        cancelReason: reason,
        refundDueAmount: paidAmount.toFixed(2),
        ...(pending.length > 0 ? { proofsFailed: pending.map((p) => p.id) } : {}),
      },
    });
    return { ...order, paidAmount };
  });
  // The units are back on sale: every process's product answers follow (stock-freshness.ts).
  await stockChanged(deps).catch((err: unknown) => deps.logger.warn({ err }, 'cache invalidation failed'));
  await sendOrderMail(deps, done.userId, {
    kind: 'canceled',
    orderNo: done.orderNo,
    reason,
    refundDue: done.paidAmount.greaterThan(0) ? done.paidAmount.toFixed(2) : null,
  });
  return { orderNo: done.orderNo, orderStatus: OrderStatus.canceled, refundDueAmount: done.paidAmount.toFixed(2) };
}

export const REFUND_ALREADY_RECORDED = 'This refund was already recorded';
export const NOTHING_TO_REFUND = 'Nothing is due to be refunded on this order';

/** A canceled order whose approved money is still to be paid back: what `orders/refund` records. */
export function refundOutstanding(order: {
  orderStatus: number;
  refundDueAmount: Prisma.Decimal;
  refundedAt: Date | null;
}): boolean {
  return order.orderStatus === OrderStatus.canceled && order.refundDueAmount.greaterThan(0) && !order.refundedAt;
}

/**
 * `orders/refund` (finance: refunds.record): finance marks the refund of a canceled order's approved
 * money as done, once. The update is conditional on no refund recorded yet, so two clicks record
 * one refund; the second is told it was already recorded. The buyer's credit note is issued in the
 * same transaction.
 */
export async function recordRefund(
  deps: Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger' | 'redis' | 'storage'>,
  actor: StaffActor | null,
  input: { orderNo: string; note: string },
): Promise<{ orderNo: string; refundDueAmount: string; refundedAt: string }> {
  const note = input.note.trim();
  const now = deps.clock.now();
  const identity = await readDocumentIdentity(deps);
  const done = await deps.prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { orderNo: input.orderNo },
      select: { id: true, userId: true, orderNo: true, orderStatus: true, refundDueAmount: true, refundedAt: true },
    });
    if (!order) throw AppError.notFound('Order');
    if (order.refundedAt) throw AppError.refused(REFUND_ALREADY_RECORDED);
    if (!refundOutstanding(order)) throw AppError.refused(NOTHING_TO_REFUND);
    const moved = await tx.order.updateMany({
      where: { id: order.id, refundedAt: null, refundDueAmount: { gt: new Prisma.Decimal(0) } },
      data: { refundedAt: now, refundNote: note || null, refundedByStaffId: actor?.staffId ?? null },
    });
    if (moved.count !== 1) throw AppError.refused(REFUND_ALREADY_RECORDED);
    // The buyer's credit note, numbered with the refund (decision 026).
    const creditNote = await issueCreditNote(tx, identity, {
      orderId: order.id,
      refundAmount: order.refundDueAmount,
      reason: note,
      issuedAt: now,
      staffId: actor?.staffId ?? null,
    });
    await recordAudit(tx, actor, {
      action: 'refunds.record',
      entityType: 'order',
      entityId: order.orderNo,
      before: { refundedAt: null },
      after: {
        refundedAt: now.toISOString(),
        refundDueAmount: order.refundDueAmount.toFixed(2),
        creditNote: creditNote.number,
      },
    });
    return { ...order, creditNote };
  });
  await afterIssue(deps, [done.creditNote.id]);
  const amount = done.refundDueAmount.toFixed(2);
  await sendOrderMail(deps, done.userId, { kind: 'refunded', orderNo: done.orderNo, amount });
  return { orderNo: done.orderNo, refundDueAmount: amount, refundedAt: now.toISOString() };
}
