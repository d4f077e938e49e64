import type { Deps } from '../../deps.ts';

export interface SentMessage {
  channel: string;
  purpose: string;
  to: string;
  subject: string;
  queuedAt: Date;
  sentAt: Date | null;
}

/** The emails and SMS queued about one entity (an order by its number, a KYC by user id), oldest first. */
export async function listMessagesAbout(
  deps: Pick<Deps, 'prisma'>,
  entityType: string,
  entityId: string,
): Promise<SentMessage[]> {
  return deps.prisma.notifyRecord.findMany({
    where: { entityType, entityId },
    orderBy: [{ queuedAt: 'asc' }, { id: 'asc' }],
    select: { channel: true, purpose: true, to: true, subject: true, queuedAt: true, sentAt: true },
  });
}
