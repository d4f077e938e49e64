import { msg, PAY_TYPE_USD, PAYABLE_STATUSES } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** `order/updatePayMethod`: the buyer chooses USD bank wire (3) while the order still awaits payment. */
export async function updatePayMethod(deps: Pick<Deps, 'prisma'>, userId: number, orderNo: string): Promise<void> {
  const updated = await deps.prisma.order.updateMany({
    where: { orderNo, userId, orderStatus: { in: [...PAYABLE_STATUSES] } },
    data: { payType: PAY_TYPE_USD },
  });
  if (updated.count === 1) return;
  const exists = await deps.prisma.order.count({ where: { orderNo, userId } });
  if (exists === 0) throw AppError.notFound('Order');
  throw AppError.refused(msg.orderStatusRefused);
}
