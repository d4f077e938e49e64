import type { Deps } from '../../deps.ts';

/** How long an ended session (expired or revoked) is kept: long enough to answer "was this me?". */
export const ENDED_SESSION_KEEP_MS = 30 * 24 * 3600 * 1000;

/**
 * Deletes sessions that ended (expired or revoked) more than ENDED_SESSION_KEEP_MS ago and
 * verification codes past their expiry (a used or dead code is worth nothing, its digest included).
 * Answers how many of each went. Run by the housekeeping job.
 */
export async function deleteEndedSessionsAndCodes(
  deps: Pick<Deps, 'prisma' | 'clock'>,
): Promise<{ sessions: number; codes: number }> {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - ENDED_SESSION_KEEP_MS);
  const sessions = await deps.prisma.session.deleteMany({
    where: { OR: [{ expiresAt: { lt: before } }, { revokedAt: { lt: before } }] },
  });
  const codes = await deps.prisma.verificationCode.deleteMany({ where: { expiresAt: { lt: now } } });
  return { sessions: sessions.count, codes: codes.count };
}
