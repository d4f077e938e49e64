import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput } from '@hashforge/contract/admin/call';
import { PASSWORD_CURRENT_WRONG, PASSWORD_SAME, STAFF_TOO_MANY_ATTEMPTS } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endPasswordLinks } from './password-links.ts';
import { STAFF_LOCK_MS, withStaffAttempt } from './staff-guard.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/**
 * auth/password: the current password, then the new one; a one-time password is replaced this way
 * at first login. Every other session of the staff member ends (a stolen session does not outlive
 * the change); this one stays.
 */
export async function changeStaffPassword(
  deps: Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock'>,
  input: AdminInput<typeof authDesk.changePassword>,
  ctx: StaffContext,
): Promise<Record<string, never>> {
  const staff = await withStaffAttempt(deps, { account: ctx.staff.email, ip: ctx.ip }, async (attempt) => {
    const row = await deps.prisma.staff.findUniqueOrThrow({ where: { id: ctx.staff.id } });
    if (await verifyPassword(row.passwordHash, input.currentPassword)) {
      await attempt.succeed();
      return row;
    }
    if (await attempt.fail()) throw AppError.rateLimited(STAFF_TOO_MANY_ATTEMPTS, STAFF_LOCK_MS / 1000);
    throw AppError.field('currentPassword', PASSWORD_CURRENT_WRONG);
  });
  if (input.newPassword === input.currentPassword) throw AppError.field('newPassword', PASSWORD_SAME);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.prisma.$transaction(async (tx) => {
    await tx.staff.update({
      where: { id: staff.id },
      data: { passwordHash, mustChangePassword: false, oneTimePasswordExpiresAt: null },
    });
    // A set-password link still in a mailbox must not undo the password chosen now.
    await endPasswordLinks(deps, tx, staff.id);
    const signedOut = await revokeStaffSessions(deps, tx, staff.id, ctx.session.id);
    await recordAudit(tx, ctx.actor, {
      action: 'staff.password_change',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { mustChangePassword: staff.mustChangePassword },
      after: { mustChangePassword: false, otherSessionsSignedOut: signedOut },
    });
  });
  return {};
}
