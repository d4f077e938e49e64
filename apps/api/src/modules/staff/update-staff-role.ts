import type { StaffRole } from '@hashforge/contract/admin/permissions';
import {
  assertNotSelf,
  assertOtherActiveOwner,
  changeStaffAccount,
  type StaffChangeDeps,
  type StaffChanger,
  type StaffState,
} from './staff-change.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/** staff/update-role: the new role takes effect at the next sign-in; every session ends now. */
export async function updateStaffRole(
  deps: StaffChangeDeps,
  input: { staffId: number; role: StaffRole },
  changer: StaffChanger,
): Promise<StaffState> {
  assertNotSelf(changer, input.staffId);
  return changeStaffAccount(deps, input.staffId, changer, async (tx, staff) => {
    if (staff.role === input.role) return null;
    if (staff.role === 'owner' && !staff.disabledAt) await assertOtherActiveOwner(tx, staff.id);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { role: input.role } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    return {
      updated,
      action: 'staff.update_role',
      before: { role: staff.role },
      after: { role: updated.role, sessionsSignedOut: signedOut },
    };
  });
}
