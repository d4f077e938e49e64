import { AfterSaleStatus as S } from '@hashforge/contract';
import { sharedRead } from '../../../db/shared-reads.ts';
import type { Deps } from '../../../deps.ts';

/** The board's columns: every stage a request passes through, 10 to 50. */
const STAGES = [
  S.pending,
  S.waitingShipment,
  S.customerShipped,
  S.received,
  S.receivedWithNote,
  S.processing,
  S.maintenance,
  S.vendorShipped,
  S.customerReceipt,
  S.completed,
] as const;

/**
 * `aftersales/board` (aftersales.read): per stage, how many and which has waited longest there.
 * Staff asking at the same moment share one reading (db/shared-reads.ts).
 */
export function getAfterSaleBoard(deps: Pick<Deps, 'prisma'>) {
  return sharedRead(deps, 'after-sale-board', () => readAfterSaleBoard(deps));
}

async function readAfterSaleBoard(deps: Pick<Deps, 'prisma'>) {
  const counts = await deps.prisma.afterSale.groupBy({ by: ['status'], _count: { _all: true } });
  const countOf = new Map(counts.map((c) => [c.status, c._count._all]));
  const stages = await Promise.all(
    STAGES.map(async (status) => {
      // Uses the (status, statusChangedAt) index: one row per stage.
      const oldest = await deps.prisma.afterSale.findFirst({
        where: { status },
        orderBy: [{ statusChangedAt: 'asc' }, { id: 'asc' }],
        select: { id: true, statusChangedAt: true },
      });
      return {
        status,
        count: countOf.get(status) ?? 0,
        oldest: oldest ? { id: oldest.id, since: oldest.statusChangedAt.toISOString() } : null,
      };
    }),
  );
  return { stages };
}
