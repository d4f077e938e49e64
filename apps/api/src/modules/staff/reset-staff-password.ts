import { endPasswordLinks, issuePasswordLink } from './password-links.ts';
import {
  auditStaffChange,
  lockStaff,
  type NewPassword,
  oneTimePasswordData,
  type StaffChangeDeps,
  type StaffChanger,
} from './staff-change.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/**
 * staff/reset-password: a new one-time password (and, with `link`, a new set-password link); the old
 * password, every earlier link and every session end.
 */
export async function resetStaffPassword(
  deps: StaffChangeDeps,
  staffId: number,
  changer: StaffChanger,
  options: { link?: boolean } = {},
): Promise<NewPassword & { email: string; name: string }> {
  const { oneTimePassword, data } = await oneTimePasswordData(deps);
  return deps.prisma.$transaction(async (tx) => {
    const staff = await lockStaff(tx, staffId);
    await tx.staff.update({ where: { id: staff.id }, data });
    const linkToken = options.link ? await issuePasswordLink(deps, tx, staff.id) : null;
    if (!linkToken) await endPasswordLinks(deps, tx, staff.id);
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await auditStaffChange(tx, changer, {
      action: 'staff.reset_password',
      entityType: 'staff',
      entityId: String(staff.id),
      after: { mustChangePassword: true, passwordLink: linkToken !== null, sessionsSignedOut: signedOut },
    });
    return { id: staff.id, oneTimePassword, linkToken, email: staff.email, name: staff.name };
  });
}
