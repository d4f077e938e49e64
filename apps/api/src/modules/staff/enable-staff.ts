import { DEMO_ACCOUNT_NOT_ENABLED } from '@hashforge/contract/admin/messages';
import { AppError } from '../../errors.ts';
import {
  auditStaffChange,
  lockStaff,
  type StaffChangeDeps,
  type StaffChanger,
  type StaffState,
  stateOf,
} from './staff-change.ts';

/** staff/enable: the account may sign in again. */
export async function enableStaff(deps: StaffChangeDeps, staffId: number, changer: StaffChanger): Promise<StaffState> {
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    if (!staff.disabledAt) return stateOf(staff);
    if (staff.isDemo && deps.config.isProduction) throw AppError.refused(DEMO_ACCOUNT_NOT_ENABLED);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { disabledAt: null } });
    await auditStaffChange(tx, changer, {
      action: 'staff.enable',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { disabled: true },
      after: { disabled: false },
    });
    return stateOf(updated);
  });
}
