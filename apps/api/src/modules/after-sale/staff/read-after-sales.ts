import { AfterSalePayStatus as Pay, AfterSaleStatus as S } from '@hashforge/contract';
import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import type { AdminCallDef } from '@hashforge/contract/admin/call';
import type { Prisma } from '../../../db/generated/client.ts';
import { pageTotal } from '../../../db/list-totals.ts';
import { sharedRead } from '../../../db/shared-reads.ts';
import type { Deps } from '../../../deps.ts';
import { stepsFor } from '../../../http/register-admin-call.ts';
import { getUserContact } from '../../auth/users.ts';
import { findSerials } from '../../support/staff/find-serials.ts';
import { findAfterSale, proofUnderReviewSince, toAfterSaleModel } from '../after-sale.repository.ts';
import { canStartMaintenance } from './ship-repaired-devices.ts';

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
 * `aftersales/list` (aftersales.read): newest first, or, filtered to one stage, the request waiting
 * there longest first (a queue).
 */
export async function listAfterSalesForStaff(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: { page: number; limit: number; status?: number | undefined },
) {
  const where: Prisma.AfterSaleWhereInput = input.status === undefined ? {} : { status: input.status };
  const rows = await deps.prisma.afterSale.findMany({
    where,
    orderBy:
      input.status === undefined
        ? [{ createdAt: 'desc' }, { id: 'desc' }]
        : [{ statusChangedAt: 'asc' }, { id: 'asc' }],
    skip: (input.page - 1) * input.limit,
    take: input.limit,
    select: {
      id: true,
      status: true,
      payStatus: true,
      email: true,
      userName: true,
      createdAt: true,
      codes: { select: { machineCode: true }, orderBy: { id: 'asc' } },
    },
  });
  const total = await pageTotal(deps, `after_sale:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.afterSale.count({ where }),
  );
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      status: r.status,
      payStatus: r.payStatus,
      email: r.email,
      userName: r.userName,
      machineCodeList: r.codes.map((c) => c.machineCode),
      createTime: r.createdAt.toISOString(),
    })),
  };
}

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

/** The staff calls the state machine allows from here. */
function allowedNow(status: number, payStatus: number): AdminCallDef[] {
  switch (status) {
    case S.pending:
      return [afterSaleDesk.approve, afterSaleDesk.reject];
    case S.customerShipped:
      return [afterSaleDesk.receive];
    case S.received:
    case S.receivedWithNote:
      return payStatus === Pay.pending ? [afterSaleDesk.quote, afterSaleDesk.freeRepair] : [];
    case S.processing:
      if (payStatus === Pay.processingPayment) return [afterSaleDesk.approveRepairProof, afterSaleDesk.failRepairProof];
      return canStartMaintenance(payStatus) ? [afterSaleDesk.startMaintenance] : [];
    case S.maintenance:
      return [afterSaleDesk.ship];
    case S.customerReceipt:
      return [afterSaleDesk.complete];
    default:
      return [];
  }
}

/** The staff calls the state machine allows from here, of those `role` may make (the admin shows only these buttons). */
export function nextStaffSteps(status: number, payStatus: number, role: string): string[] {
  return stepsFor(role, allowedNow(status, payStatus));
}

/**
 * `aftersales/get` (aftersales.read): the request as the shop answers it (problem photos, quotes
 * and proofs as short-lived signed links), plus the devices' serial records and warranty, the
 * account it belongs to, and the steps `role` may take now.
 */
export async function getAfterSaleForStaff(deps: Pick<Deps, 'prisma' | 'storage' | 'clock'>, id: number, role: string) {
  const row = await findAfterSale(deps.prisma, id);
  const [model, devices, contact] = await Promise.all([
    toAfterSaleModel(deps, row),
    findSerials(
      deps,
      row.codes.map((c) => c.machineCode),
    ),
    getUserContact(deps, row.userId),
  ]);
  return {
    ...model,
    userId: row.userId,
    accountEmail: contact?.email ?? '',
    devices,
    nextSteps: nextStaffSteps(row.status, row.payStatus, role),
    proofSubmitTime: proofUnderReviewSince(row)?.toISOString() ?? null,
  };
}

/** Where a request stands after a step: the steps' answer. */
export async function afterSaleStep(deps: Pick<Deps, 'prisma'>, id: number) {
  const row = await deps.prisma.afterSale.findUniqueOrThrow({
    where: { id },
    select: { id: true, status: true, payStatus: true },
  });
  return row;
}
