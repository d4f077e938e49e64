import type { Job, JobsOptions } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { eventually, useOrderExpiryWorkers } from '../test/support/jobs.ts';
import { useTestContext } from '../test/support/use-test-context.ts';
import { startWorkers, stopWorkers } from './modules/index.ts';
import { SCHEDULED_RUNS_KEPT } from './queues.ts';

/** A removeOnComplete / removeOnFail that lets BullMQ keep finished jobs for ever. */
function keepsForever(option: JobsOptions['removeOnComplete']): boolean {
  if (option === true) return false;
  if (option === undefined || option === false) return true;
  if (typeof option === 'number') return option < 0;
  return !('count' in option) && !('age' in option);
}

describe('finished jobs in Redis: a shop running for months keeps a bounded number', () => {
  // The sweep every 20 ms: it runs many more times than it keeps within a second.
  const ctx = useTestContext({ ORDER_SWEEP_SECONDS: '0.02' });

  it('every queue trims a finished job that was added without a policy of its own', async () => {
    for (const queue of Object.values(ctx.deps.queues)) {
      const job = (await queue.add('probe', {}, { delay: 60_000 })) as Job;
      expect(keepsForever(job.opts.removeOnComplete), `${queue.name} keeps completed jobs`).toBe(false);
      expect(keepsForever(job.opts.removeOnFail), `${queue.name} keeps failed jobs`).toBe(false);
      await job.remove();
    }
  });

  it('every repeatable job the workers schedule trims its runs', async () => {
    const workers = await startWorkers(ctx.deps);
    try {
      const schedulers = (await Promise.all(Object.values(ctx.deps.queues).map((q) => q.getJobSchedulers()))).flat();
      expect(schedulers.map((s) => s.key)).toContain('order-sweep');
      for (const s of schedulers) {
        expect(keepsForever(s.template?.opts?.removeOnComplete), `${s.key} keeps completed runs`).toBe(false);
        expect(keepsForever(s.template?.opts?.removeOnFail), `${s.key} keeps failed runs`).toBe(false);
      }
    } finally {
      await stopWorkers(workers);
    }
  });

  describe('the order sweep, run far more often than it keeps', () => {
    useOrderExpiryWorkers(ctx);

    it('keeps only its last runs', async () => {
      const queue = ctx.deps.queues.orderExpiry;
      const enough = SCHEDULED_RUNS_KEPT.removeOnComplete.count + 10;
      await eventually(async () => {
        const scheduler = await queue.getJobScheduler('order-sweep');
        return (scheduler?.iterationCount ?? 0) > enough ? true : undefined;
      }, 20_000);
      expect(await queue.getCompletedCount()).toBeLessThanOrEqual(SCHEDULED_RUNS_KEPT.removeOnComplete.count);
    });
  });
});
