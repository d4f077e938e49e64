import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import { PASSWORD_LINK_INVALID } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { PublicAdminContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endPasswordLinks, linkTokenDigest } from './password-links.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/**
 * auth/set-password: the password chosen through a mailed link (password-links.ts). In one
 * transaction the link is used up (a conditional update, so of two tabs sending it at once one
 * wins), the password set, the one-time password and every other link ended, every session signed
 * out, and the change audited. An unknown, used, expired or disabled account's link is refused alike.
 * It opens no session: the staff member signs in next, with the second factor their role asks for.
 */
export async function setPasswordWithLink(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  input: AdminInput<typeof authDesk.setPassword>,
  ctx: PublicAdminContext,
): Promise<AdminResponse<typeof authDesk.setPassword>> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const link = await tx.staffPasswordLink.findUnique({
      where: { tokenHash: linkTokenDigest(input.token) },
      include: { staff: { select: { id: true, email: true, disabledAt: true, mustChangePassword: true } } },
    });
    if (!link || link.usedAt || link.expiresAt <= now || link.staff.disabledAt) {
      throw AppError.refused(PASSWORD_LINK_INVALID);
    }
    const used = await tx.staffPasswordLink.updateMany({
      where: { id: link.id, usedAt: null },
      data: { usedAt: now },
    });
    if (used.count === 0) throw AppError.refused(PASSWORD_LINK_INVALID);
    const { staff } = link;
    await endPasswordLinks(deps, tx, staff.id);
    await tx.staff.update({
      where: { id: staff.id },
      data: { passwordHash, mustChangePassword: false, oneTimePasswordExpiresAt: null },
    });
    const signedOut = await revokeStaffSessions(deps, tx, staff.id);
    await recordAudit(
      tx,
      { staffId: staff.id, ip: ctx.ip, userAgent: ctx.userAgent },
      {
        action: 'staff.password_set',
        entityType: 'staff',
        entityId: String(staff.id),
        before: { mustChangePassword: staff.mustChangePassword },
        after: { mustChangePassword: false, via: 'link', sessionsSignedOut: signedOut },
      },
    );
    return { email: staff.email };
  });
}
