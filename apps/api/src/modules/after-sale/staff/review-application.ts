import { msg, AfterSaleStatus as S } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../../content/sanitize.ts';
import { plainText } from '../after-sale-emails.ts';
import { applyChange } from '../apply-change.ts';
import { serviceNote, staffReason, staffStep, staffText } from './staff-change.ts';

/** Where the buyer sends the devices: the service centre's receiver, phone and address. */
export interface ServiceCentre {
  merchantsLogisticName: string;
  merchantsLogisticPhone: string;
  merchantsLogisticAddress: string;
}

/**
 * Staff approve an application: 10 -> 20. The vendor's logistics block the buyer sees from now on
 * names the service centre to ship to; its tracking fields stay empty until the devices go back.
 */
export async function approveAfterSale(
  deps: Deps,
  id: number,
  centre: ServiceCentre,
  note?: string,
  actor: StaffActor | null = null,
): Promise<void> {
  const receiver = {
    merchantsLogisticName: staffText(
      centre.merchantsLogisticName,
      100,
      'merchantsLogisticName',
      msg.staffServiceCentreRequired,
    ),
    merchantsLogisticPhone: staffText(
      centre.merchantsLogisticPhone,
      40,
      'merchantsLogisticPhone',
      msg.staffServiceCentreRequired,
    ),
    merchantsLogisticAddress: staffText(
      centre.merchantsLogisticAddress,
      300,
      'merchantsLogisticAddress',
      msg.staffServiceCentreRequired,
    ),
  };
  const clean = note ? sanitizeHtml(note) : '';
  await staffStep(
    deps,
    id,
    { action: 'aftersales.approve', actor },
    (row) => row.status === S.pending,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.pending }, { status: S.waitingShipment }, now);
      await tx.afterSaleCompanyLogistics.create({
        data: { afterSaleId: row.id, logisticsName: '', logisticsNo: '', ...receiver, createdAt: now },
      });
      if (clean) await serviceNote(tx, row.id, clean, now);
      return { status: S.waitingShipment };
    },
    clean ? plainText(clean) : undefined,
  );
}

/**
 * Staff reject an application. The spec names no rejected code, so the request is closed at 50
 * with a service message saying why (docs/decisions/005-after-sale-states.md); a reason is
 * therefore required.
 */
export async function rejectAfterSale(
  deps: Deps,
  id: number,
  reason: string,
  actor: StaffActor | null = null,
): Promise<void> {
  const clean = staffReason(reason);
  await staffStep(
    deps,
    id,
    { action: 'aftersales.reject', actor },
    (row) => row.status === S.pending,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.pending }, { status: S.completed }, now);
      await serviceNote(tx, row.id, `<p><strong>${msg.afterSaleRejected}</strong></p>${clean}`, now);
      return { status: S.completed };
    },
    plainText(clean),
  );
}
