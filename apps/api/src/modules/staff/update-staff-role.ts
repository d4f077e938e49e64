import type { StaffRole } from '@hashforge/contract/admin/permissions';
import {
  assertNotSelf,
  assertOtherActiveOwner,
  auditStaffChange,
  lockStaff,
  type StaffChangeDeps,
  type StaffChanger,
  type StaffState,
  stateOf,
} from './staff-change.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/** staff/update-role: the new role takes effect at the next sign-in; every session ends now. */
export async function updateStaffRole(
  deps: StaffChangeDeps,
  input: { staffId: number; role: StaffRole },
  changer: StaffChanger,
): Promise<StaffState> {
  assertNotSelf(changer, input.staffId);
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, input.staffId);
    if (staff.role === input.role) return stateOf(staff);
    if (staff.role === 'owner' && !staff.disabledAt) await assertOtherActiveOwner(tx, staff.id);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { role: input.role } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await auditStaffChange(tx, changer, {
      action: 'staff.update_role',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { role: staff.role },
      after: { role: updated.role, sessionsSignedOut: signedOut },
    });
    return stateOf(updated);
  });
}
