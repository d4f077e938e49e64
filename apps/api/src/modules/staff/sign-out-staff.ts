import type { Deps } from '../../deps.ts';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** auth/logout: this session ends now; the cookie is cleared. */
export async function signOutStaff(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  ctx: StaffContext,
): Promise<Record<string, never>> {
  await deps.prisma.$transaction(async (tx) => {
    await tx.staffSession.updateMany({
      where: { id: ctx.session.id, revokedAt: null },
      data: { revokedAt: deps.clock.now() },
    });
    await recordAudit(tx, ctx.actor, { action: 'auth.logout', entityType: 'staff', entityId: String(ctx.staff.id) });
  });
  ctx.cookie.clear();
  return {};
}
