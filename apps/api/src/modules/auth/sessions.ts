import { randomUUID } from 'node:crypto';
import { msg } from '@hashforge/contract';
import { Prisma } from '../../db/generated/client.ts';
import { sqlRows } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/** Tokens live 24 hours (docs/contract.md section 4); every token names a session row that can be revoked. */
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface SessionIdentity {
  userId: number;
  sessionId: string;
}

/**
 * A new session row, made only while the user is not disabled: the check and the insert are one
 * statement that holds the user row (FOR SHARE), so staff disabling the account either waits for the
 * session to exist and revokes it, or commits first and no session is made. Refuses a disabled account.
 */
export async function createSession(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<SessionIdentity> {
  const sessionId = randomUUID();
  const now = deps.clock.now();
  const made = await deps.prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO session (id, "userId", "createdAt", "expiresAt", ip, "userAgent")
    SELECT ${sessionId}, u.id, ${now}, ${new Date(now.getTime() + TOKEN_TTL_MS)}, ${meta.ip ?? null},
      ${meta.userAgent?.slice(0, 300) ?? null}
    FROM "user" u WHERE u.id = ${userId} AND u."disabledAt" IS NULL
    FOR SHARE
    RETURNING id`;
  if (made.length !== 1) throw AppError.refused(msg.accountDisabled);
  return { userId, sessionId };
}

/** After the token's signature checks out, the session row decides: revoked or expired answers -9999. */
export async function verifySession(
  deps: Pick<Deps, 'sql' | 'clock'>,
  claims: { sub?: unknown; sid?: unknown },
): Promise<SessionIdentity> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId) || typeof claims.sid !== 'string') throw AppError.unauthorized();
  // Every signed-in call runs this: plain SQL, not Prisma, and one query (decision 017). A disabled
  // user's session is refused here too: one made at the moment staff disabled the account escaped
  // the revocation, not this join.
  const [session] = await sqlRows<{ id: string }>(
    deps.sql,
    Prisma.sql`SELECT s.id FROM session s JOIN "user" u ON u.id = s."userId" AND u."disabledAt" IS NULL
      WHERE s.id = ${claims.sid} AND s."userId" = ${userId} AND s."revokedAt" IS NULL
        AND s."expiresAt" > ${deps.clock.now()}`,
  );
  if (!session) throw AppError.unauthorized();
  return { userId, sessionId: session.id };
}

export async function revokeSession(deps: Pick<Deps, 'prisma' | 'clock'>, sessionId: string): Promise<void> {
  await deps.prisma.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: deps.clock.now() },
  });
}

/** Works inside a transaction too (`prisma` may be the transaction client). */
export async function revokeAllSessions(
  deps: { prisma: Pick<Deps['prisma'], 'session'>; clock: Deps['clock'] },
  userId: number,
): Promise<void> {
  await deps.prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: deps.clock.now() } });
}
