import { Worker } from 'bullmq';
import type { Deps } from '../../deps.ts';
import { waitingConnection } from '../../redis.ts';
import { issueCouponToApproved } from './staff/issue-coupon-to-approved.ts';

/** The module's workers (its index.ts): issues a coupon to every KYC-approved buyer (coupons/issue-all). */
export function couponWorkers(deps: Deps): Worker[] {
  const queue = deps.queues.coupon;
  const worker = new Worker(
    queue.name,
    (job) => issueCouponToApproved(deps, Number(job.data.couponId), job.data.staffId ?? null),
    { connection: waitingConnection(deps.redis), prefix: queue.opts.prefix, concurrency: 1 },
  );
  worker.on('failed', (job, err) => deps.logger.warn({ err: err.message, jobId: job?.id }, 'coupon issue job failed'));
  worker.on('error', (err) => deps.logger.error({ err }, 'coupon worker error'));
  return [worker];
}
