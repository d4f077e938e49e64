import { DEMO_ACCOUNT_NOT_ENABLED } from '@hashforge/contract/admin/messages';
import { AppError } from '../../errors.ts';
import { changeStaffAccount, type StaffChangeDeps, type StaffChanger, type StaffState } from './staff-change.ts';

/** staff/enable: the account may sign in again. */
export async function enableStaff(deps: StaffChangeDeps, staffId: number, changer: StaffChanger): Promise<StaffState> {
  return changeStaffAccount(deps, staffId, changer, async (tx, staff) => {
    if (!staff.disabledAt) return null;
    if (staff.isDemo && deps.config.isProduction) throw AppError.refused(DEMO_ACCOUNT_NOT_ENABLED);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { disabledAt: null } });
    return { updated, action: 'staff.enable', before: { disabled: true }, after: { disabled: false } };
  });
}
