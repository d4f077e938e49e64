import { Worker } from 'bullmq';
import type { Deps } from '../../deps.ts';
import { waitingConnection } from '../../redis.ts';
import { completeConfirmedAfterSales } from './staff/complete-after-sale.ts';

export const AUTO_COMPLETE_JOB = 'auto-complete';
const AUTO_COMPLETE_SCHEDULER = 'after-sale-auto-complete';
/** How often the 14-day completion sweep runs; a request completes within this much of its 14th day. */
export const AUTO_COMPLETE_EVERY_MS = 15 * 60 * 1000;

/**
 * The after-sale queue's worker: the repeatable sweep that completes requests 14 days after the
 * buyer confirmed receipt. The scheduler is upserted under a fixed id, so any number of workers
 * starting side by side keep one schedule.
 */
export async function afterSaleWorkers(deps: Deps): Promise<Worker[]> {
  const queue = deps.queues.afterSale;
  await queue.upsertJobScheduler(
    AUTO_COMPLETE_SCHEDULER,
    { every: AUTO_COMPLETE_EVERY_MS },
    { name: AUTO_COMPLETE_JOB, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
  );
  const worker = new Worker(
    queue.name,
    async (job) => {
      if (job.name !== AUTO_COMPLETE_JOB) throw new Error(`unknown after-sale job ${job.name}`);
      const completed = await completeConfirmedAfterSales(deps);
      if (completed > 0) deps.logger.info({ completed }, 'after-sale requests completed 14 days after receipt');
      return { completed };
    },
    { connection: waitingConnection(deps.redis), prefix: queue.opts.prefix },
  );
  worker.on('failed', (job, error) => deps.logger.error({ err: error, jobId: job?.id }, 'after-sale job failed'));
  return [worker];
}
