import { msg, AfterSaleStatus as S } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { sanitizeHtml } from '../../content/sanitize.ts';
import { plainText } from '../after-sale-emails.ts';
import { applyChange } from '../apply-change.ts';
import { serviceNote, staffStep } from './staff-change.ts';

/** Staff approve an application: 10 -> 20, the buyer may now ship the devices. */
export async function approveAfterSale(deps: Deps, id: number, note?: string): Promise<void> {
  const clean = note ? sanitizeHtml(note) : '';
  await staffStep(
    deps,
    id,
    (row) => row.status === S.pending,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.pending }, { status: S.waitingShipment }, now);
      if (clean) await serviceNote(tx, row.id, clean, now);
      return { status: S.waitingShipment };
    },
  );
}

/**
 * Staff reject an application. The spec names no rejected code, so the request is closed at 50
 * with a service message saying why (docs/decisions/005-after-sale-states.md); a reason is
 * therefore required.
 */
export async function rejectAfterSale(deps: Deps, id: number, reason: string): Promise<void> {
  const clean = sanitizeHtml(reason);
  if (!clean) throw AppError.field('reason', msg.staffReasonRequired);
  await staffStep(
    deps,
    id,
    (row) => row.status === S.pending,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.pending }, { status: S.completed }, now);
      await serviceNote(tx, row.id, `<p><strong>${msg.afterSaleRejected}</strong></p>${clean}`, now);
      return { status: S.completed };
    },
    plainText(clean),
  );
}
