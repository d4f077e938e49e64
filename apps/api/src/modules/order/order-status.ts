import { OrderStatus } from '@hashforge/contract';
import type { Prisma } from '../../db/generated/client.ts';
import { defineMachine } from '../../state-machine.ts';

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
 *   10 or 25 --a chain payment confirmed (decision 025)--> 20 --> 30 or 25 in the same transaction: the
 *     worker's check stands for finance's review
 *   30 --finance fails a credited chain payment (decision 025)--> 25 while something stays paid, 10 when
 *     nothing does; 25 --the same--> 10. Only before anything has shipped.
 */
export const orderMachine = defineMachine({
  [OrderStatus.unpaid]: [OrderStatus.paidPendingReview, OrderStatus.canceled],
  [OrderStatus.paidPendingReview]: [
    OrderStatus.unshipped,
    OrderStatus.balancePayment,
    OrderStatus.unpaid,
    OrderStatus.canceled,
  ],
  [OrderStatus.balancePayment]: [OrderStatus.paidPendingReview, OrderStatus.unpaid, OrderStatus.canceled],
  // Nothing has left the warehouse yet at 30, so staff may still cancel, or take a chain payment back;
  // from 35 on, units are out.
  [OrderStatus.unshipped]: [
    OrderStatus.partShipped,
    OrderStatus.shipped,
    OrderStatus.canceled,
    OrderStatus.balancePayment,
    OrderStatus.unpaid,
  ],
  // A further partial shipment keeps the order at 35.
  [OrderStatus.partShipped]: [OrderStatus.partShipped, OrderStatus.shipped],
  [OrderStatus.shipped]: [OrderStatus.complete],
  [OrderStatus.complete]: [],
  [OrderStatus.canceled]: [],
});

/**
 * Where a new order starts: 10 awaiting the buyer's wire, or 20 when nothing is payable (a coupon
 * covers it all). There is no wire to wait for or expire, but machines still leave only once
 * finance has looked (decision 021: no single role moves goods alone), so it waits on the payment desk
 * like a paid order under review until finance confirms it (staff/confirm-covered-order.ts).
 */
export function startingOrderStatus(payableAmount: Prisma.Decimal): number {
  return payableAmount.greaterThan(0) ? OrderStatus.unpaid : OrderStatus.paidPendingReview;
}
