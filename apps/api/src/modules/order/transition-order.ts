import { msg } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { orderMachine } from './order-status.ts';

/**
 * Moves an order from `from` to `to` inside the caller's transaction, only if the order machine
 * allows it and the order is still at `from` (the row's lock orders concurrent writers; the loser
 * sees 0 rows and is refused).
 */
export async function transitionOrder(
  tx: Tx,
  orderId: number,
  from: number,
  to: number,
  extra: Omit<Prisma.OrderUpdateManyMutationInput, 'orderStatus'> = {},
  refusal: string = msg.orderStatusRefused,
): Promise<void> {
  orderMachine.assert(from, to, refusal);
  const moved = await tx.order.updateMany({
    where: { id: orderId, orderStatus: from },
    data: { ...extra, orderStatus: to },
  });
  if (moved.count !== 1) throw AppError.refused(refusal);
}
