import type { Deps } from '../../deps.ts';

/**
 * How long the dev outbox keeps a message (docs/retention.md): the codes in it are dead within
 * minutes, and a week is enough to look back at what the shop would have sent. A shop with a mail
 * provider writes nothing here.
 */
export const OUTBOX_KEEP_MS = 7 * 24 * 3600 * 1000;

/** Deletes dev-outbox messages older than OUTBOX_KEEP_MS (the housekeeping job); answers how many. */
export async function deleteOldOutboxMessages(deps: Pick<Deps, 'prisma' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - OUTBOX_KEEP_MS);
  const { count } = await deps.prisma.outboxMessage.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
