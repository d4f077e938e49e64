import { changeStaffAccount, type StaffChangeDeps, type StaffChanger, type StaffState } from './staff-change.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/**
 * staff/reset-2fa: for a lost phone. The authenticator, recovery codes and passkeys go, every
 * session ends, and a role that requires a second factor enrols again at the next sign-in.
 */
export async function resetStaffTwoFactor(
  deps: StaffChangeDeps,
  staffId: number,
  changer: StaffChanger,
): Promise<StaffState> {
  return changeStaffAccount(deps, staffId, changer, async (tx, staff) => {
    const updated = await tx.staff.update({
      where: { id: staff.id },
      data: { totpEnabledAt: null, totpSecretSealed: null },
    });
    await tx.staffRecoveryCode.deleteMany({ where: { staffId: staff.id } });
    const passkeys = await tx.staffPasskey.deleteMany({ where: { staffId: staff.id } });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    return {
      updated,
      action: 'staff.reset_2fa',
      before: { twoFactorEnabled: staff.totpEnabledAt !== null },
      after: { twoFactorEnabled: false, passkeysRemoved: passkeys.count, sessionsSignedOut: signedOut },
    };
  });
}
