import type { Tx } from '../../../db/client.ts';

/**
 * When an order paid in USDT must be paid (decision 025): `payWithinHours` after its creation when
 * the vendor set it and that is sooner than the order's own expiry; never later than the expiry.
 */
export function usdtPayBy(order: { createdAt: Date; expiresAt: Date }, payWithinHours: number | null): Date {
  if (payWithinHours === null) return order.expiresAt;
  const sooner = new Date(order.createdAt.getTime() + payWithinHours * 3600_000);
  return sooner < order.expiresAt ? sooner : order.expiresAt;
}

/**
 * Choosing USDT brings the order's own expiry forward to `usdtPayBy`, in the caller's transaction,
 * so the expiry job and sweep close it then, not at the wire's 48 hours; it never moves it later,
 * and switching back to the wire keeps it. Answers the new expiry when it moved, for
 * `rescheduleOrderExpiry` once the transaction has committed.
 */
export async function shortenExpiryForUsdt(
  tx: Tx,
  order: { id: number; createdAt: Date; expiresAt: Date },
  payWithinHours: number | null,
): Promise<Date | null> {
  const payBy = usdtPayBy(order, payWithinHours);
  if (payBy >= order.expiresAt) return null;
  // Conditional on the expiry read: of two choices at once, the second finds it moved and leaves it.
  const moved = await tx.order.updateMany({
    where: { id: order.id, expiresAt: order.expiresAt },
    data: { expiresAt: payBy },
  });
  return moved.count === 1 ? payBy : null;
}
