import { ChainPaymentStatus, OrderStatus } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { stockChanged } from '../catalog/stock-freshness.ts';
import { confirmationGraceEnd } from './chain-payments/confirmation-grace.ts';
import { heldByKeptTransfer } from './chain-payments/kept-transfer-hold.ts';
import { lockOrder } from './lock-order.ts';
import { sendOrderMail } from './order-emails.ts';
import { countProofs } from './payment-proofs/payment-proof.service.ts';
import { releaseOrderHolds } from './release-order.ts';
import { transitionOrder } from './transition-order.ts';

type CloseDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger' | 'redis'>;

export type CloseReason = 'expired' | 'canceled';
// Staff cancel any unshipped order through staff/cancel-order.ts, which releases through the same
// releaseOrderHolds.

/**
 * Takes an unpaid order to 0 and gives back its stock and coupon, exactly once: the order row is
 * locked, and only an order still at 10 passes (for expiry also: due, without any proof, named
 * transfer verifying, kept transfer or confirmation grace holding it, decision 025). A
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
    const row = await lockOrder(tx, { id: orderId });
    if (!row || row.orderStatus !== OrderStatus.unpaid) return null;
    if (reason === 'expired') {
      if (row.expiresAt > now) return null;
      if ((await countProofs(tx, orderId)) > 0) return null;
      // A transfer named and not yet verified holds the order like a proof (decision 025).
      const verifying = await tx.chainPayment.count({ where: { orderId, status: ChainPaymentStatus.verifying } });
      if (verifying > 0) return null;
      // So does a transfer of the amount it was shown, kept since another order was shown it too, until
      // a claim or finance takes it (decision 025): its buyer may have paid exactly as told.
      if (await heldByKeptTransfer(tx, orderId)) return null;
      // And one paying by its own amount, for CHAIN_CONFIRM_GRACE_MS: a transfer sent just before the
      // deadline may still be gathering its confirmations (confirmation-grace.ts).
      if (await confirmationGraceEnd(tx, deps, orderId)) return null;
    }
    await transitionOrder(tx, orderId, OrderStatus.unpaid, OrderStatus.canceled, {
      canceledAt: now,
      cancelReason: note ?? reason,
    });
    await releaseOrderHolds(tx, orderId);
    return row;
  });
  if (!closed) return false;
  // The units are back on sale: every process's product answers follow (stock-freshness.ts).
  await stockChanged(deps).catch((err: unknown) => deps.logger.warn({ err }, 'cache invalidation failed'));
  if (reason === 'expired') await sendOrderMail(deps, closed.userId, { kind: 'expired', orderNo: closed.orderNo });
  return true;
}
