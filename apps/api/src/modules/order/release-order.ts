import type { Tx } from '../../db/client.ts';
import { returnStock } from '../catalog/stock.ts';
import { restoreCoupon } from '../coupon/coupon.service.ts';

/**
 * Gives an order's units back to their send cycles and its coupon back to the buyer. The one way an
 * order lets go of what it held, for the expiry and for a staff cancel alike. It runs inside the
 * transaction that moved the order to 0 with a conditional update, so whichever of two concurrent
 * closers loses that update never gets here: stock and coupon come back exactly once.
 */
export async function releaseOrderHolds(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.orderLine.findMany({
    where: { orderId },
    select: { productSendCycleId: true, productNum: true },
  });
  await returnStock(
    tx,
    lines.map((l) => ({ sendCycleId: l.productSendCycleId, quantity: l.productNum })),
  );
  await restoreCoupon(tx, orderId);
}
