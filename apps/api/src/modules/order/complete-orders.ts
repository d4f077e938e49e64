import { OrderStatus } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { transitionOrder } from './transition-order.ts';

/** A shipped order completes by itself this long after its last shipment (docs/domain.md D3). */
export const AUTO_COMPLETE_DAYS = 14;

/**
 * Completes (40 -> 50) every shipped order whose last shipment left at least 14 days ago. Run by
 * the order sweep; idempotent, as the transition is conditional on status 40.
 */
export async function completeShippedOrders(deps: Pick<Deps, 'prisma' | 'clock'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - AUTO_COMPLETE_DAYS * 24 * 3600 * 1000);
  const due = await deps.prisma.order.findMany({
    where: {
      orderStatus: OrderStatus.shipped,
      // An order ships after it is placed: one whose last shipment left before the cutoff was placed
      // before it too. Said outright, and taken oldest first, it is a range of the (status, placed)
      // index; without it a million orders were walked in id order to find the few due (200 ms a run).
      createdAt: { lte: cutoff },
      logistics: { some: {}, none: { shippedAt: { gt: cutoff } } },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
    take: 500,
  });
  let completed = 0;
  for (const { id } of due) {
    try {
      await deps.prisma.$transaction((tx) => transitionOrder(tx, id, OrderStatus.shipped, OrderStatus.complete));
      completed++;
    } catch (err) {
      // Moved on by someone else meanwhile (the buyer confirmed the last shipment): nothing to do.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return completed;
}
