import { AfterSalePayStatus as Pay, AfterSaleStatus as S } from '@hashforge/contract';
import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import type { AdminCallDef } from '@hashforge/contract/admin/call';
import type { Deps } from '../../../deps.ts';
import { stepsFor } from '../../../http/register-admin-call.ts';
import { getUserContact } from '../../auth/users.ts';
import { findSerials } from '../../support/staff/find-serials.ts';
import { findAfterSale, proofUnderReviewSince, toAfterSaleModel } from '../after-sale.repository.ts';
import { canStartMaintenance } from './ship-repaired-devices.ts';

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
