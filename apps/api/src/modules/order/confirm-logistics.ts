import { msg, OrderStatus, SendStatus } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { lockOrder } from './lock-order.ts';
import { transitionOrder } from './transition-order.ts';

/**
 * `order/logistics/confirm`: the buyer confirms a shipment arrived (sendStatus 1 -> 2). When the
 * order is fully shipped (40) and every shipment is confirmed, the order is complete (50).
 */
export async function confirmLogistics(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  id: number,
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    const record = await tx.orderLogistics.findFirst({
      where: { id, order: { userId } },
      select: { orderId: true, sendStatus: true },
    });
    if (!record) throw AppError.notFound('Logistics record');
    const order = await lockOrder(tx, { id: record.orderId, userId });
    if (!order) throw AppError.notFound('Logistics record');
    const confirmed = await tx.orderLogistics.updateMany({
      where: { id, orderId: record.orderId, sendStatus: SendStatus.awaitingConfirmation },
      data: { sendStatus: SendStatus.received, receivedAt: deps.clock.now() },
    });
    if (confirmed.count !== 1) throw AppError.refused(msg.logisticsAlreadyConfirmed);
    if (order.orderStatus !== OrderStatus.shipped) return;
    const waiting = await tx.orderLogistics.count({
      where: { orderId: record.orderId, sendStatus: SendStatus.awaitingConfirmation },
    });
    if (waiting === 0) await transitionOrder(tx, record.orderId, OrderStatus.shipped, OrderStatus.complete);
  });
}
