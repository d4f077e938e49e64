import { msg, PAY_TYPE_USD, PAY_TYPE_USDT, PAYABLE_STATUSES } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { enabledUsdtNetworks } from '../settings/usdt-settings.ts';
import { holdPayAmount } from './chain-payments/chain-pay-amount.ts';
import { lockOrder } from './lock-order.ts';

/**
 * `order/updatePayMethod`: the buyer chooses USD bank wire (3), or USDT on chain (4) while the vendor
 * offers it (docs/contract.md section 8), while the order still awaits payment. An order a coupon
 * covers in full has no wire to choose: it waits for staff, not for money. Switching is free: what
 * was received by either way counts all the same. Taking USDT gives the order its own amount to send
 * (what is due plus a tail of cents, decision 025), so a transfer naming no hash still finds it.
 */
export async function updatePayMethod(
  deps: Pick<Deps, 'prisma'>,
  userId: number,
  orderNo: string,
  payType: number = PAY_TYPE_USD,
): Promise<void> {
  if (payType === PAY_TYPE_USDT && (await enabledUsdtNetworks(deps)).length === 0)
    throw AppError.field('payType', msg.payMethodOnlyUsd);
  const updated = await deps.prisma.order.updateMany({
    where: { orderNo, userId, orderStatus: { in: [...PAYABLE_STATUSES] }, payableAmount: { gt: 0 } },
    data: { payType },
  });
  if (updated.count === 1) {
    if (payType === PAY_TYPE_USDT)
      await deps.prisma.$transaction(async (tx) => {
        const order = await lockOrder(tx, { orderNo, userId });
        if (!order || !(PAYABLE_STATUSES as number[]).includes(order.orderStatus)) return;
        const { paidAmount } = await tx.order.findUniqueOrThrow({
          where: { id: order.id },
          select: { paidAmount: true },
        });
        await holdPayAmount(tx, order.id, order.payableAmount.sub(paidAmount));
      });
    return;
  }
  const order = await deps.prisma.order.findFirst({ where: { orderNo, userId }, select: { payableAmount: true } });
  if (!order) throw AppError.notFound('Order');
  throw AppError.refused(order.payableAmount.greaterThan(0) ? msg.orderStatusRefused : msg.nothingToPay);
}
