import { msg, PAY_TYPE_USD, PAY_TYPE_USDT, PAYABLE_STATUSES } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { enabledUsdtNetworks } from '../settings/usdt-settings.ts';

/**
 * `order/updatePayMethod`: the buyer chooses USD bank wire (3), or USDT on chain (4) while the vendor
 * offers it (docs/contract.md section 8), while the order still awaits payment. An order a coupon
 * covers in full has no wire to choose: it waits for staff, not for money. Switching is free: what
 * was received by either way counts all the same.
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
  if (updated.count === 1) return;
  const order = await deps.prisma.order.findFirst({ where: { orderNo, userId }, select: { payableAmount: true } });
  if (!order) throw AppError.notFound('Order');
  throw AppError.refused(order.payableAmount.greaterThan(0) ? msg.orderStatusRefused : msg.nothingToPay);
}
