import { OrderStatus } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { invalidatePublicCache } from '../../http/public-cache.ts';
import { returnStock } from '../catalog/stock.ts';
import { restoreCoupon } from '../coupon/coupon.service.ts';
import { countProofs } from '../payment/payment-proofs.ts';
import { sendOrderMail } from './order-emails.ts';
import { transitionOrder } from './order-status.ts';

type CloseDeps = Pick<Deps, 'prisma' | 'clock' | 'queues' | 'config' | 'logger' | 'redis'>;

export type CloseReason = 'expired' | 'canceled';

/**
 * Takes an unpaid order to 0 and gives back its stock and coupon, exactly once: the order row is
 * locked, and only an order still at 10 passes (for expiry also: due and without any proof). A
 * second run, a proof uploaded a moment earlier, or a concurrent cancel all leave it as it is.
 * Answers whether this call closed it.
 */
export async function closeUnpaidOrder(
  deps: CloseDeps,
  orderId: number,
  reason: CloseReason,
  note?: string,
): Promise<boolean> {
  const now = deps.clock.now();
  const closed = await deps.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ orderStatus: number; expiresAt: Date; userId: number; orderNo: string }[]>`
      SELECT "orderStatus", "expiresAt", "userId", "orderNo" FROM "order" WHERE id = ${orderId} FOR UPDATE`;
    if (!row || row.orderStatus !== OrderStatus.unpaid) return null;
    if (reason === 'expired') {
      if (row.expiresAt > now) return null;
      if ((await countProofs(tx, orderId)) > 0) return null;
    }
    await transitionOrder(tx, orderId, OrderStatus.unpaid, OrderStatus.canceled, {
      canceledAt: now,
      cancelReason: note ?? reason,
    });
    const lines = await tx.orderLine.findMany({
      where: { orderId },
      select: { productSendCycleId: true, productNum: true },
    });
    await returnStock(
      tx,
      lines.map((l) => ({ sendCycleId: l.productSendCycleId, quantity: l.productNum })),
    );
    await restoreCoupon(tx, orderId);
    return row;
  });
  if (!closed) return false;
  await invalidatePublicCache(deps).catch((err: unknown) => deps.logger.warn({ err }, 'cache invalidation failed'));
  if (reason === 'expired') await sendOrderMail(deps, closed.userId, { kind: 'expired', orderNo: closed.orderNo });
  return true;
}

/** Staff: cancel an unpaid order (10 -> 0), releasing its stock and coupon. */
export async function cancelOrder(deps: CloseDeps, orderId: number, note = 'canceled by staff'): Promise<boolean> {
  return closeUnpaidOrder(deps, orderId, 'canceled', note);
}
