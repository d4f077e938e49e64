import type { Prisma } from '../../../db/generated/client.ts';
import { pageTotal } from '../../../db/list-totals.ts';
import { pageWindow } from '../../../db/page-window.ts';
import { prefixRange } from '../../../db/prefix-range.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { normaliseSerial } from '../warranty.ts';

type SerialRow = {
  machineCode: string;
  productCategoryName: string;
  computingPower: string | null;
  afterEndTime: Date | null;
  afterEndPlateTime: Date | null;
};

function toRow(r: SerialRow) {
  return {
    machineCode: r.machineCode,
    productCategoryName: r.productCategoryName,
    computingPower: r.computingPower,
    afterEndTime: r.afterEndTime?.toISOString() ?? null,
    afterEndPlateTime: r.afterEndPlateTime?.toISOString() ?? null,
  };
}

/** `serials/list` (catalog.read): serials in order; a keyword is a prefix (a range on the unique index). */
export async function listSerials(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: { page: number; limit: number; keyword?: string | undefined },
) {
  const prefix = input.keyword ? normaliseSerial(input.keyword) : '';
  // A LIKE alone read every one of 500,000 serials at a million orders (docs/benchmarks.md).
  const where: Prisma.MachineSerialWhereInput = prefix ? { machineCode: prefixRange(prefix) } : {};
  const rows = await deps.prisma.machineSerial.findMany({
    where,
    orderBy: { machineCode: 'asc' },
    ...pageWindow(input),
  });
  const total = await pageTotal(deps, `machine_serial:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.machineSerial.count({ where }),
  );
  return { total, list: rows.map(toRow) };
}

const day = (v: string | null) => (v === null ? null : new Date(`${v}T00:00:00Z`));

/** `serials/update` (catalog.write): one serial's fields, audited with what changed. */
export async function updateSerial(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  input: {
    machineCode: string;
    productCategoryName?: string | undefined;
    computingPower?: string | null | undefined;
    afterEndTime?: string | null | undefined;
    afterEndPlateTime?: string | null | undefined;
  },
) {
  const machineCode = normaliseSerial(input.machineCode);
  return deps.prisma.$transaction(async (tx) => {
    const current = await tx.machineSerial.findUnique({ where: { machineCode } });
    if (!current) throw AppError.notFound('Serial');
    const data: Prisma.MachineSerialUpdateInput = {};
    if (input.productCategoryName !== undefined) data.productCategoryName = input.productCategoryName;
    if (input.computingPower !== undefined) data.computingPower = input.computingPower || null;
    if (input.afterEndTime !== undefined) data.afterEndTime = day(input.afterEndTime);
    if (input.afterEndPlateTime !== undefined) data.afterEndPlateTime = day(input.afterEndPlateTime);
    const row = await tx.machineSerial.update({ where: { machineCode }, data });
    const before = toRow(current);
    const after = toRow(row);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
    if (changed.length > 0) {
      await recordAudit(tx, actor, {
        action: 'catalog.serials.update',
        entityType: 'machine_serial',
        entityId: machineCode,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
    }
    return after;
  });
}
