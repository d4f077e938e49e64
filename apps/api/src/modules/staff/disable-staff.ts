import {
  assertNotSelf,
  assertOtherActiveOwner,
  changeStaffAccount,
  type StaffChangeDeps,
  type StaffChanger,
  type StaffState,
} from './staff-change.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/** staff/disable: the account cannot sign in and every session ends now. */
export async function disableStaff(deps: StaffChangeDeps, staffId: number, changer: StaffChanger): Promise<StaffState> {
  assertNotSelf(changer, staffId);
  return changeStaffAccount(deps, staffId, changer, async (tx, staff) => {
    if (staff.disabledAt) return null;
    if (staff.role === 'owner') await assertOtherActiveOwner(tx, staff.id);
    const updated = await tx.staff.update({ where: { id: staff.id }, data: { disabledAt: deps.clock.now() } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    return {
      updated,
      action: 'staff.disable',
      before: { disabled: false },
      after: { disabled: true, sessionsSignedOut: signedOut },
    };
  });
}
