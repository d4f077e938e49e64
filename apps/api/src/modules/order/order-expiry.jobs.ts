import { OrderStatus } from '@hashforge/contract';
import { DelayedError, type Job, Worker } from 'bullmq';
import type { Deps } from '../../deps.ts';
import { closeUnpaidOrder } from './close-unpaid-order.ts';
import { completeShippedOrders } from './complete-orders.ts';

/** Every few minutes the sweep catches what a lost delayed job would have missed (DESIGN.md section 3). */
export const SWEEP_EVERY_MS = 5 * 60 * 1000;
const SWEEP_BATCH = 200;

export function expiryJobId(orderId: number): string {
  return `expire-order-${orderId}`;
}

type ExpiryJob = { orderId: number } | Record<string, never>;

/** Queues the order's own delayed expiry job, keyed by the order so adding it twice is a no-op. */
export async function scheduleOrderExpiry(
  deps: Pick<Deps, 'queues' | 'clock' | 'logger'>,
  orderId: number,
  expiresAt: Date,
): Promise<void> {
  try {
    await deps.queues.orderExpiry.add(
      'expire',
      { orderId },
      {
        jobId: expiryJobId(orderId),
        delay: Math.max(0, expiresAt.getTime() - deps.clock.now().getTime()),
        attempts: 5,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  } catch (err) {
    // The order exists; the sweep will expire it on time within SWEEP_EVERY_MS.
    deps.logger.error({ err, orderId }, 'order expiry job not queued');
  }
}

/** The sweep: expires every due unpaid order without a proof, and completes shipped orders past 14 days. */
export async function sweepOrders(deps: Deps): Promise<{ expired: number; completed: number }> {
  let expired = 0;
  let afterId = 0;
  for (;;) {
    const due = await deps.prisma.order.findMany({
      where: {
        orderStatus: OrderStatus.unpaid,
        expiresAt: { lte: deps.clock.now() },
        agings: { none: {} },
        id: { gt: afterId },
      },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: SWEEP_BATCH,
    });
    for (const { id } of due) if (await closeUnpaidOrder(deps, id, 'expired')) expired++;
    if (due.length < SWEEP_BATCH) break;
    afterId = due[due.length - 1]!.id;
  }
  const completed = await completeShippedOrders(deps);
  return { expired, completed };
}

async function runExpiryJob(deps: Deps, job: Job<ExpiryJob>, token: string | undefined): Promise<unknown> {
  if (job.name === 'sweep') return sweepOrders(deps);
  const orderId = (job.data as { orderId: number }).orderId;
  const order = await deps.prisma.order.findUnique({ where: { id: orderId }, select: { expiresAt: true } });
  if (!order) return { expired: false };
  const early = order.expiresAt.getTime() - deps.clock.now().getTime();
  if (early > 0) {
    // Fired before the order is due by our clock (clock skew between machines): wait the rest.
    await job.moveToDelayed(Date.now() + early, token);
    throw new DelayedError();
  }
  return { expired: await closeUnpaidOrder(deps, orderId, 'expired') };
}

/** The entry of `workerFactories` (jobs/workers.ts): the expiry worker and its repeatable sweep. */
export async function orderExpiryWorkers(deps: Deps): Promise<Worker[]> {
  const queue = deps.queues.orderExpiry;
  await queue.upsertJobScheduler('order-sweep', { every: SWEEP_EVERY_MS }, { name: 'sweep', data: {} });
  const worker = new Worker<ExpiryJob>(queue.name, (job, token) => runExpiryJob(deps, job, token), {
    connection: deps.redis,
    prefix: queue.opts.prefix,
    concurrency: 5,
  });
  worker.on('failed', (job, err) => deps.logger.error({ err, jobId: job?.id }, 'order expiry job failed'));
  worker.on('error', (err) => deps.logger.error({ err }, 'order expiry worker error'));
  return [worker];
}
