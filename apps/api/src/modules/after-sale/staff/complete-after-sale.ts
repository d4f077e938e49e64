import { AFTER_SALE_AUTO_COMPLETE_DAYS, AfterSaleStatus as S } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { applyChange } from '../apply-change.ts';
import { staffStep } from './staff-change.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff close a request the buyer confirmed: 45 -> 50. */
export async function completeAfterSale(deps: Deps, id: number, actor: StaffActor | null = null): Promise<void> {
  await staffStep(
    deps,
    id,
    { action: 'aftersales.complete', actor },
    (row) => row.status === S.customerReceipt,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.customerReceipt }, { status: S.completed }, now);
      return { status: S.completed };
    },
  );
}

/**
 * Closes every request that has sat at 45 (receipt confirmed) for 14 days: the repeatable job on
 * the after-sale queue runs it. Each request goes through the same conditional change as staff
 * completion, so running it twice, or beside a staff member completing one, closes each once.
 */
export async function completeConfirmedAfterSales(deps: Deps, batch = 200): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - AFTER_SALE_AUTO_COMPLETE_DAYS * DAY_MS);
  let completed = 0;
  let after = 0;
  for (;;) {
    const due = await deps.prisma.afterSale.findMany({
      where: { status: S.customerReceipt, statusChangedAt: { lte: cutoff }, id: { gt: after } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: batch,
    });
    for (const { id } of due) {
      after = id;
      try {
        await completeAfterSale(deps, id);
        completed += 1;
      } catch (error) {
        // Completed by staff in the meantime: nothing left to do for this one.
        if (!(error instanceof AppError)) throw error;
      }
    }
    if (due.length < batch) return completed;
  }
}
