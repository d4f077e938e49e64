import type { Deps } from '../../deps.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { STAFF_SESSION_IDLE_MS } from './staff-sessions.ts';

export interface SessionRow {
  id: string;
  createTime: string;
  lastSeenTime: string;
  expireTime: string;
  revokeTime: string | null;
  active: boolean;
  ip: string | null;
  userAgent: string | null;
}

/** A staff member's 50 most recent sessions; `active` applies the same rules as a call would. */
export async function listStaffSessions(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  staffId: number,
  onlyActive = false,
): Promise<SessionRow[]> {
  const now = deps.clock.now();
  const rows = await deps.prisma.staffSession.findMany({
    where: {
      staffId,
      ...(onlyActive
        ? {
            revokedAt: null,
            expiresAt: { gt: now },
            lastSeenAt: { gt: new Date(now.getTime() - STAFF_SESSION_IDLE_MS) },
          }
        : {}),
    },
    orderBy: { createdAt: 'desc' },
    take: 50,
  });
  return rows.map((s) => ({
    id: s.id,
    createTime: s.createdAt.toISOString(),
    lastSeenTime: s.lastSeenAt.toISOString(),
    expireTime: s.expiresAt.toISOString(),
    revokeTime: s.revokedAt?.toISOString() ?? null,
    active: !s.revokedAt && s.expiresAt > now && s.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS > now.getTime(),
    ip: s.ip,
    userAgent: s.userAgent,
  }));
}

/** staff/revoke-session: ends one session of a staff member (answers revoked: false when it had ended already). */
export async function revokeStaffSession(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  input: { staffId: number; sessionId: string },
  actor: StaffActor,
): Promise<{ id: string; revoked: boolean }> {
  return deps.prisma.$transaction(async (tx) => {
    const revoked = await tx.staffSession.updateMany({
      where: { id: input.sessionId, staffId: input.staffId, revokedAt: null },
      data: { revokedAt: deps.clock.now() },
    });
    if (revoked.count === 1) {
      await recordAudit(tx, actor, {
        action: 'staff.revoke_session',
        entityType: 'staff',
        entityId: String(input.staffId),
        after: { session: input.sessionId.slice(0, 12) },
      });
    }
    return { id: input.sessionId, revoked: revoked.count === 1 };
  });
}
