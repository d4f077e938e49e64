import { msg, PAY_TYPE_USD, PAY_TYPE_USDT, PAYABLE_STATUSES } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { readUsdtConfig } from '../settings/usdt-settings.ts';
import { holdPayAmount, usdtDue } from './chain-payments/chain-pay-amount.ts';
import { shortenExpiryForUsdt, usdtPayBy } from './chain-payments/usdt-expiry.ts';
import { lockOrder } from './lock-order.ts';
import { rescheduleOrderExpiry } from './order-expiry.worker.ts';

const at = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * `order/updatePayMethod`: the buyer chooses USD bank wire (3), or USDT on chain (4) while the vendor
 * offers it (docs/contract.md section 8), while the order still awaits payment. An order a coupon
 * covers in full has no wire to choose: it waits for staff, not for money. Switching is free: what
 * was received by either way counts all the same. Taking USDT gives the order its own amount to send
 * (what is due plus a tail of cents, decision 025), so a transfer naming no hash still finds it, and
 * brings the order's expiry forward to the vendor's `payWithinHours`, never later; once those hours
 * have passed USDT is refused and the wire stays open until the order's own expiry.
 */
export async function updatePayMethod(
  deps: Pick<Deps, 'prisma' | 'queues' | 'clock' | 'logger'>,
  userId: number,
  orderNo: string,
  payType: number = PAY_TYPE_USD,
): Promise<void> {
  const usdt = payType === PAY_TYPE_USDT ? await readUsdtConfig(deps) : null;
  if (usdt && !usdt.networks.some((n) => n.enabled)) throw AppError.field('payType', msg.payMethodOnlyUsd);
  const moved = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { orderNo, userId });
    if (!order) throw AppError.notFound('Order');
    if (!order.payableAmount.greaterThan(0)) throw AppError.refused(msg.nothingToPay);
    if (!PAYABLE_STATUSES.includes(order.orderStatus)) throw AppError.refused(msg.orderStatusRefused);
    if (usdt && usdt.payWithinHours !== null && usdtPayBy(order, usdt.payWithinHours) <= deps.clock.now())
      throw AppError.field(
        'payType',
        `The time to pay in USDT (${usdt.payWithinHours} hours from the order) has passed: pay by USD bank wire before ${at(order.expiresAt)}`,
      );
    await tx.order.updateMany({ where: { id: order.id }, data: { payType } });
    if (!usdt) return null;
    await holdPayAmount(tx, order.id, usdtDue(order));
    const expiresAt = await shortenExpiryForUsdt(tx, order, usdt.payWithinHours);
    return expiresAt && { orderId: order.id, expiresAt };
  });
  if (moved) await rescheduleOrderExpiry(deps, moved.orderId, moved.expiresAt);
}
