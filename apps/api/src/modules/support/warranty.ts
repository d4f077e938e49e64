import { type MachineInfo, msg, Warranty } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 1 under warranty until the end time, 0 after it, -1 when no end is recorded (docs/domain.md S3). */
export function warrantyStatus(end: Date | null, now: Date): number {
  if (!end) return Warranty.unknown;
  return end.getTime() >= now.getTime() ? Warranty.under : Warranty.over;
}

/** Whole days left, counting a started day as a day; 0 once over, null when unknown. */
export function warrantyDaysLeft(end: Date | null, now: Date): number | null {
  if (!end) return null;
  const left = end.getTime() - now.getTime();
  return left < 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** Serials are printed in capitals; buyers type them any way. */
export function normaliseSerial(code: string): string {
  return code.trim().toUpperCase();
}

/** SN lookup (`logistics/product/info/getByMachineCode`). */
export async function lookupMachine(deps: Pick<Deps, 'prisma' | 'clock'>, machineCode: string): Promise<MachineInfo> {
  const row = await deps.prisma.machineSerial.findUnique({ where: { machineCode: normaliseSerial(machineCode) } });
  if (!row) throw AppError.refused(msg.snNotFound);
  const now = deps.clock.now();
  return {
    machineCode: row.machineCode,
    productCategoryName: row.productCategoryName,
    computingPower: row.computingPower ?? null,
    afterEndTime: row.afterEndTime?.toISOString() ?? null,
    afterEndPlateTime: row.afterEndPlateTime?.toISOString() ?? null,
    machineWarranty: warrantyStatus(row.afterEndTime, now),
    boardWarranty: warrantyStatus(row.afterEndPlateTime, now),
    machineWarrantyDays: warrantyDaysLeft(row.afterEndTime, now),
    boardWarrantyDays: warrantyDaysLeft(row.afterEndPlateTime, now),
  };
}

export interface SerialWarranty {
  machineCode: string;
  /** 1 under, 0 over, -1 unknown (also for a serial the vendor has no record of). */
  machineWarranty: number;
  boardWarranty: number;
  productCategoryName: string;
}

/**
 * The warranty of one serial, for after-sales requests: a serial the vendor has no record of comes
 * back as unknown (-1) with an empty category rather than failing the request.
 */
export async function lookupWarranty(deps: Pick<Deps, 'prisma' | 'clock'>, code: string): Promise<SerialWarranty> {
  const machineCode = normaliseSerial(code);
  const row = await deps.prisma.machineSerial.findUnique({ where: { machineCode } });
  const now = deps.clock.now();
  return {
    machineCode,
    machineWarranty: row ? warrantyStatus(row.afterEndTime, now) : Warranty.unknown,
    boardWarranty: row ? warrantyStatus(row.afterEndPlateTime, now) : Warranty.unknown,
    productCategoryName: row?.productCategoryName ?? '',
  };
}
