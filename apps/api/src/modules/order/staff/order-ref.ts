import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';

/** Staff name orders by number; the use cases lock them by id. */
export async function findOrderRef(
  deps: Pick<Deps, 'prisma'>,
  orderNo: string,
): Promise<{ id: number; userId: number }> {
  const row = await deps.prisma.order.findUnique({ where: { orderNo }, select: { id: true, userId: true } });
  if (!row) throw AppError.notFound('Order');
  return row;
}
