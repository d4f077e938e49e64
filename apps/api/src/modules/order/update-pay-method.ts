import { msg, PAY_TYPE_USD, PAYABLE_STATUSES } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/**
 * `order/updatePayMethod`: the buyer chooses USD bank wire (3) while the order still awaits payment.
 * An order a coupon covers in full has no wire to choose: it waits for staff, not for money.
 */
export async function updatePayMethod(deps: Pick<Deps, 'prisma'>, userId: number, orderNo: string): Promise<void> {
  const updated = await deps.prisma.order.updateMany({
    where: { orderNo, userId, orderStatus: { in: [...PAYABLE_STATUSES] }, payableAmount: { gt: 0 } },
    data: { payType: PAY_TYPE_USD },
  });
  if (updated.count === 1) return;
  const order = await deps.prisma.order.findFirst({ where: { orderNo, userId }, select: { payableAmount: true } });
  if (!order) throw AppError.notFound('Order');
  throw AppError.refused(order.payableAmount.greaterThan(0) ? msg.orderStatusRefused : msg.nothingToPay);
}
