import { randomUUID } from 'node:crypto';
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

export async function createSession(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<SessionIdentity> {
  const sessionId = randomUUID();
  const now = deps.clock.now();
  await deps.prisma.session.create({
    data: {
      id: sessionId,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    },
  });
  return { userId, sessionId };
}

/** After the token's signature checks out, the session row decides: revoked or expired answers -9999. */
export async function verifySession(
  deps: Pick<Deps, 'sql' | 'clock'>,
  claims: { sub?: unknown; sid?: unknown },
): Promise<SessionIdentity> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId) || typeof claims.sid !== 'string') throw AppError.unauthorized();
  // Every signed-in call runs this: plain SQL, not Prisma (decision 017).
  const [session] = await sqlRows<{ id: string }>(
    deps.sql,
    Prisma.sql`SELECT id FROM session
      WHERE id = ${claims.sid} AND "userId" = ${userId} AND "revokedAt" IS NULL AND "expiresAt" > ${deps.clock.now()}`,
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
