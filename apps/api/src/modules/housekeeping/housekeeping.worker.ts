import { Worker } from 'bullmq';
import type { Deps } from '../../deps.ts';
import { waitingConnection } from '../../redis.ts';
import { deleteEndedSessionsAndCodes } from '../auth/clean-up-auth.ts';
import { deleteUnattachedUploads } from '../files/delete-unattached-uploads.ts';
import { deleteOldOutboxMessages } from '../notify/delete-old-outbox-messages.ts';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
export const HOUSEKEEPING_SCHEDULER_ID = 'housekeeping';

/**
 * The housekeeping job (docs/domain.md D5): old sessions, dead verification codes, uploads never
 * attached to anything and dev-outbox messages past their week are deleted, so the tables do not grow
 * for ever and identity documents a buyer left behind are not kept (docs/retention.md). Each step is
 * idempotent: a run that fails part way is done again by the next hour's.
 */
export async function runHousekeeping(
  deps: Pick<Deps, 'prisma' | 'storage' | 'clock' | 'logger'>,
): Promise<{ sessions: number; codes: number; uploads: number; outbox: number }> {
  const { sessions, codes } = await deleteEndedSessionsAndCodes(deps);
  const uploads = await deleteUnattachedUploads(deps);
  const outbox = await deleteOldOutboxMessages(deps);
  if (sessions + codes + uploads + outbox > 0) deps.logger.info({ sessions, codes, uploads, outbox }, 'housekeeping');
  return { sessions, codes, uploads, outbox };
}

/** The module's workers (its index.ts): an hourly repeatable job and its worker. */
export async function housekeepingWorkers(deps: Deps): Promise<Worker[]> {
  const queue = deps.queues.housekeeping;
  await queue.upsertJobScheduler(
    HOUSEKEEPING_SCHEDULER_ID,
    { every: HOUSEKEEPING_EVERY_MS },
    { name: 'clean-up', data: {}, opts: { removeOnComplete: 24, removeOnFail: 50 } },
  );
  const worker = new Worker(queue.name, () => runHousekeeping(deps), {
    connection: waitingConnection(deps.redis),
    prefix: queue.opts.prefix,
    concurrency: 1,
  });
  worker.on('error', (err) => deps.logger.error({ err }, 'housekeeping worker error'));
  return [worker];
}
