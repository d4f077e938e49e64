import { Worker } from 'bullmq';
import type { Deps } from '../../deps.ts';
import { waitingConnection } from '../../redis.ts';
import { refreshCoinData } from './refresh-coin-data.ts';

/** How often the coin figures are fetched from `COIN_DATA_URL`. */
export const REFRESH_EVERY_MS = 10 * 60 * 1000;
export const REFRESH_SCHEDULER_ID = 'coin-data-refresh';

/**
 * The module's workers (its index.ts). With `COIN_DATA_URL` set: a repeatable job every
 * ten minutes (one schedule however many workers start: the scheduler id is fixed) and the worker
 * that runs it. Without it: the seeded or hand-edited figures stay, and a schedule left from an
 * earlier configuration is removed so its jobs do not pile up with nobody to run them.
 */
export async function coinDataWorkers(deps: Deps): Promise<Worker[]> {
  const queue = deps.queues.coinData;
  if (!deps.config.COIN_DATA_URL) {
    await queue.removeJobScheduler(REFRESH_SCHEDULER_ID);
    return [];
  }
  await queue.upsertJobScheduler(
    REFRESH_SCHEDULER_ID,
    { every: REFRESH_EVERY_MS },
    {
      name: 'refresh',
      data: {},
      opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 50 },
    },
  );
  const worker = new Worker(queue.name, () => refreshCoinData(deps), {
    connection: waitingConnection(deps.redis),
    prefix: queue.opts.prefix,
    concurrency: 1,
  });
  // A failed refresh keeps the last figures (the page says how old they are); the next run retries.
  worker.on('failed', (job, err) => deps.logger.warn({ err: err.message, jobId: job?.id }, 'coin data refresh failed'));
  worker.on('error', (err) => deps.logger.error({ err }, 'coin data worker error'));
  return [worker];
}
