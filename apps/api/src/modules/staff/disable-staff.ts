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

/** staff/disable: the account cannot sign in and every session ends now. */
export async function disableStaff(deps: StaffChangeDeps, staffId: number, changer: StaffChanger): Promise<StaffState> {
  assertNotSelf(changer, staffId);
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    if (staff.disabledAt) return stateOf(staff);
    if (staff.role === 'owner') await assertOtherActiveOwner(tx, staff.id);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { disabledAt: deps.clock.now() } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await auditStaffChange(tx, changer, {
      action: 'staff.disable',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { disabled: false },
      after: { disabled: true, sessionsSignedOut: signedOut },
    });
    return stateOf(updated);
  });
}
