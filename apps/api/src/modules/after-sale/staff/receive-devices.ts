import { AfterSaleStatus as S } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../../content/sanitize.ts';
import { plainText } from '../after-sale-emails.ts';
import { applyChange } from '../apply-change.ts';
import { serviceNote, staffStep } from './staff-change.ts';

/**
 * The service centre has the parcel: 25 -> 30 when it holds what the buyer announced, or 25 -> 31
 * when staff note a discrepancy (a missing device, transport damage), which the buyer reads as a
 * service message.
 */
export async function markDevicesReceived(
  deps: Deps,
  id: number,
  discrepancy?: string,
  actor: StaffActor | null = null,
): Promise<void> {
  const note = discrepancy ? sanitizeHtml(discrepancy) : '';
  const to = note ? S.receivedWithNote : S.received;
  await staffStep(
    deps,
    id,
    { action: 'aftersales.receive', actor },
    (row) => row.status === S.customerShipped,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.customerShipped }, { status: to }, now);
      if (note) await serviceNote(tx, row.id, note, now);
      return { status: to };
    },
    note ? plainText(note) : undefined,
  );
}
