import { msg, OrderStatus } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';

/**
 * The order's state machine (docs/domain.md D3): every status change goes through this table, and
 * every write is conditional on the status it leaves, so two concurrent changes cannot both win.
 *
 *   (new) --payable > 0--> 10;  (new) --nothing payable (a coupon covers it)--> 20 --finance confirms--> 30
 *   10 unpaid ----proof----> 20 paid, pending review ---approved, covers payable--> 30 unshipped
 *    |                        |   \--approved, short--> 25 balance ---proof---> 20
 *    |                        \--failed--> 10 (or 25 when part was approved before)
 *    \--expired / canceled--> 0
 *   20, 25, 30 --canceled by staff (stock and coupon back, money approved so far to refund)--> 0
 *   30 --shipment--> 35 part shipped --shipment--> 40 shipped --all received / 14 days--> 50 complete
 *   30 --shipment of everything--> 40
 */
export const ORDER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [OrderStatus.unpaid]: [OrderStatus.paidPendingReview, OrderStatus.canceled],
  [OrderStatus.paidPendingReview]: [
    OrderStatus.unshipped,
    OrderStatus.balancePayment,
    OrderStatus.unpaid,
    OrderStatus.canceled,
  ],
  [OrderStatus.balancePayment]: [OrderStatus.paidPendingReview, OrderStatus.canceled],
  // Nothing has left the warehouse yet at 30, so staff may still cancel; from 35 on, units are out.
  [OrderStatus.unshipped]: [OrderStatus.partShipped, OrderStatus.shipped, OrderStatus.canceled],
  // A further partial shipment keeps the order at 35.
  [OrderStatus.partShipped]: [OrderStatus.partShipped, OrderStatus.shipped],
  [OrderStatus.shipped]: [OrderStatus.complete],
  [OrderStatus.complete]: [],
  [OrderStatus.canceled]: [],
};

/**
 * Where a new order starts: 10 awaiting the buyer's wire, or 20 when nothing is payable (a coupon
 * covers it all). There is no wire to wait for or expire, but machines still leave only once
 * finance has looked (decision 021: no single role moves goods alone), so it waits on the payment desk
 * like a paid order under review until finance confirms it (staff/confirm-covered-order.ts).
 */
export function startingOrderStatus(payableAmount: Prisma.Decimal): number {
  return payableAmount.greaterThan(0) ? OrderStatus.unpaid : OrderStatus.paidPendingReview;
}

/** The orders finance confirms without a proof: at 20 with nothing payable (a proof is refused at 20, so they have none). */
export const awaitingCoverConfirmation = {
  orderStatus: OrderStatus.paidPendingReview,
  payableAmount: 0,
} as const satisfies Prisma.OrderWhereInput;

export function canTransition(from: number, to: number): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

export function assertTransition(from: number, to: number, refusal: string = msg.orderStatusRefused): void {
  if (!canTransition(from, to)) throw AppError.refused(refusal);
}

/**
 * Moves an order from `from` to `to` inside the caller's transaction, only if it is still at `from`
 * (the row's lock orders concurrent writers; the loser sees 0 rows and is refused).
 */
export async function transitionOrder(
  tx: Tx,
  orderId: number,
  from: number,
  to: number,
  extra: Omit<Prisma.OrderUpdateManyMutationInput, 'orderStatus'> = {},
  refusal: string = msg.orderStatusRefused,
): Promise<void> {
  assertTransition(from, to, refusal);
  const moved = await tx.order.updateMany({
    where: { id: orderId, orderStatus: from },
    data: { ...extra, orderStatus: to },
  });
  if (moved.count !== 1) throw AppError.refused(refusal);
}
