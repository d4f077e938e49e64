import { msg, AfterSaleStatus as S } from '@hashforge/contract';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { canStartMaintenance } from '../after-sale-status.ts';
import { applyChange } from '../apply-change.ts';
import { staffStep } from './staff-change.ts';

/** The repair starts once nothing is owed (free, or paid in full): 33 -> 36. */
export async function startMaintenance(deps: Deps, id: number): Promise<void> {
  await staffStep(
    deps,
    id,
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
  merchantsLogisticName?: string;
  merchantsLogisticPhone?: string;
  merchantsLogisticAddress?: string;
}

function text(value: string | undefined, max: number, path: string, required = false): string {
  const v = (value ?? '').trim();
  if (required && !v)
    throw AppError.field(path, path === 'logisticsNo' ? msg.logisticsNoRequired : msg.logisticsCompanyRequired);
  if (v.length > max) throw AppError.field(path, msg.textTooLong(max));
  return v;
}

/** The repaired devices leave the service centre: 36 -> 40 with the vendor's logistics. */
export async function shipRepairedDevices(deps: Deps, id: number, input: CompanyLogisticsInput): Promise<void> {
  const data = {
    logisticsName: text(input.logisticsName, 100, 'logisticsName', true),
    logisticsNo: text(input.logisticsNo, 60, 'logisticsNo', true),
    merchantsLogisticName: text(input.merchantsLogisticName, 100, 'merchantsLogisticName'),
    merchantsLogisticPhone: text(input.merchantsLogisticPhone, 40, 'merchantsLogisticPhone'),
    merchantsLogisticAddress: text(input.merchantsLogisticAddress, 300, 'merchantsLogisticAddress'),
  };
  await staffStep(
    deps,
    id,
    (row) => row.status === S.maintenance,
    async (tx, row, now) => {
      await applyChange(tx, row.id, { status: S.maintenance }, { status: S.vendorShipped }, now);
      await tx.afterSaleCompanyLogistics.create({ data: { afterSaleId: row.id, ...data, createdAt: now } });
      return { status: S.vendorShipped };
    },
  );
}
