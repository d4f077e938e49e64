import { msg, AfterSaleStatus as S } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { afterSalePayMachine } from '../after-sale-status.ts';
import { applyChange } from '../apply-change.ts';
import { staffStep, staffText } from './staff-change.ts';

/**
 * Maintenance starts only when nothing is owed: once the repair's payment has ended, free (1) or
 * paid in full (5), the only statuses its table never leaves.
 */
export function canStartMaintenance(payStatus: number): boolean {
  return afterSalePayMachine.isFinal(payStatus);
}

/** The repair starts once nothing is owed (free, or paid in full): 33 -> 36. */
export async function startMaintenance(deps: Deps, id: number, actor: StaffActor | null = null): Promise<void> {
  await staffStep(
    deps,
    id,
    { action: 'aftersales.start-maintenance', actor },
    (row) => row.status === S.processing && canStartMaintenance(row.payStatus),
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.processing, payStatus: row.payStatus }, { status: S.maintenance }, now);
      return { status: S.maintenance };
    },
  );
}

export interface CompanyLogisticsInput {
  logisticsName: string;
  logisticsNo: string;
}

/**
 * The repaired devices leave the service centre: 36 -> 40 with the vendor's carrier and tracking
 * number, added to the block that has named the service centre since approval.
 */
export async function shipRepairedDevices(
  deps: Deps,
  id: number,
  input: CompanyLogisticsInput,
  actor: StaffActor | null = null,
): Promise<void> {
  const data = {
    logisticsName: staffText(input.logisticsName, 100, 'logisticsName', msg.logisticsCompanyRequired),
    logisticsNo: staffText(input.logisticsNo, 60, 'logisticsNo', msg.logisticsNoRequired),
  };
  await staffStep(
    deps,
    id,
    { action: 'aftersales.ship', actor },
    (row) => row.status === S.maintenance,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.maintenance }, { status: S.vendorShipped }, now);
      await tx.afterSaleCompanyLogistics.upsert({
        where: { afterSaleId: row.id },
        create: { afterSaleId: row.id, ...data, createdAt: now },
        update: data,
      });
      return { status: S.vendorShipped };
    },
  );
}
