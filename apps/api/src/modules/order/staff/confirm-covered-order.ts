import { OrderStatus } from '@hashforge/contract';
import { COVERED_ALREADY_CONFIRMED, COVERED_ORDER_CANCELED, NOT_COVERED } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { lockOrder } from '../lock-order.ts';
import { sendOrderMail } from '../order-emails.ts';
import { orderMachine } from '../order-status.ts';
import { transitionOrder } from '../transition-order.ts';
import { findOrderRef } from './order-ref.ts';

type ConfirmDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger'>;

/** What the second of two clerks, or a clerk on a stale page, is told: what became of the order. */
function refusalFor(orderStatus: number): string {
  return orderStatus === OrderStatus.canceled ? COVERED_ORDER_CANCELED : COVERED_ALREADY_CONFIRMED;
}

/**
 * `payments/confirm-covered` (payments.review): finance confirms an order a coupon covers in full,
 * which waits at 20 with nothing to pay, and it goes to the warehouse (30). In one transaction with
 * the order's row locked: the transition table's conditional update and the audit row, as a proof's
 * approval does; the buyer is mailed once (the job id is the order's). Finance refuses such an order
 * by canceling it with a reason (orders/cancel), which gives stock and coupon back.
 */
export async function confirmCoveredOrder(
  deps: ConfirmDeps,
  actor: StaffActor | null,
  orderNo: string,
): Promise<{ orderNo: string; orderStatus: number }> {
  const ref = await findOrderRef(deps, orderNo);
  const done = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: ref.id });
    if (!order) throw AppError.notFound('Order');
    if (order.payableAmount.greaterThan(0)) throw AppError.refused(NOT_COVERED);
    if (!orderMachine.can(order.orderStatus, OrderStatus.unshipped))
      throw AppError.refused(refusalFor(order.orderStatus));
    const { couponAmount } = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { couponAmount: true },
    });
    await transitionOrder(
      tx,
      order.id,
      OrderStatus.paidPendingReview,
      OrderStatus.unshipped,
      {},
      COVERED_ALREADY_CONFIRMED,
    );
    await recordAudit(tx, actor, {
      action: 'payments.confirm-covered',
      entityType: 'order',
      entityId: order.orderNo,
      before: { orderStatus: order.orderStatus, payableAmount: order.payableAmount.toFixed(2) },
      after: { orderStatus: OrderStatus.unshipped, couponAmount: couponAmount.toFixed(2) },
    });
    return order;
  });
  await sendOrderMail(deps, done.userId, { kind: 'covered-confirmed', orderNo: done.orderNo });
  return { orderNo: done.orderNo, orderStatus: OrderStatus.unshipped };
}
