import type { Deps } from '../../../deps.ts';
import { normaliseSerial, warrantyStatus } from '../warranty.ts';

export interface SerialRecord {
  machineCode: string;
  known: boolean;
  productCategoryName: string;
  computingPower: string | null;
  afterEndTime: string | null;
  afterEndPlateTime: string | null;
  machineWarranty: number;
  boardWarranty: number;
}

/**
 * What the vendor's serial records say about each code, in the order asked (the after-sales desk's
 * devices): a code without a record comes back unknown rather than missing.
 */
export async function findSerials(deps: Pick<Deps, 'prisma' | 'clock'>, codes: string[]): Promise<SerialRecord[]> {
  const wanted = codes.map(normaliseSerial);
  const rows = await deps.prisma.machineSerial.findMany({ where: { machineCode: { in: wanted } } });
  const byCode = new Map(rows.map((r) => [r.machineCode, r]));
  const now = deps.clock.now();
  return wanted.map((machineCode) => {
    const row = byCode.get(machineCode);
    return {
      machineCode,
      known: Boolean(row),
      productCategoryName: row?.productCategoryName ?? '',
      computingPower: row?.computingPower ?? null,
      afterEndTime: row?.afterEndTime?.toISOString() ?? null,
      afterEndPlateTime: row?.afterEndPlateTime?.toISOString() ?? null,
      machineWarranty: warrantyStatus(row?.afterEndTime ?? null, now),
      boardWarranty: warrantyStatus(row?.afterEndPlateTime ?? null, now),
    };
  });
}
