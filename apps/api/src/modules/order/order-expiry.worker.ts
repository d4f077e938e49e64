import { ChainPaymentStatus, FinanceStatus, OrderStatus } from '@hashforge/contract';
import { DelayedError, type Job, Worker } from 'bullmq';
import type { Deps } from '../../deps.ts';
import { SCHEDULED_RUNS_KEPT } from '../../queues.ts';
import { waitingConnection } from '../../redis.ts';
import { confirmationGraceEnd, ordersAwaitingConfirmations } from './chain-payments/confirmation-grace.ts';
import { ordersHeldByKeptTransfers } from './chain-payments/kept-transfer-hold.ts';
import { closeUnpaidOrder } from './close-unpaid-order.ts';
import { completeShippedOrders } from './complete-orders.ts';
import { reminderDueAt, reminderJobId, remindUnpaidOrder } from './remind-unpaid-order.ts';

const SWEEP_BATCH = 200;

export function expiryJobId(orderId: number): string {
  return `expire-order-${orderId}`;
}

type ExpiryJob = { orderId: number } | Record<string, never>;

/**
 * Queues the order's own delayed expiry job and its payment reminder 12 hours before, each keyed by
 * the order so adding it twice is a no-op. An order given less than 12 hours gets no reminder: its
 * order email already names the deadline.
 */
export async function scheduleOrderExpiry(
  deps: Pick<Deps, 'queues' | 'clock' | 'logger'>,
  orderId: number,
  expiresAt: Date,
): Promise<void> {
  const now = deps.clock.now().getTime();
  const remindIn = reminderDueAt(expiresAt).getTime() - now;
  const opts = {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
  } as const;
  const expire = {
    name: 'expire',
    data: { orderId },
    opts: { ...opts, jobId: expiryJobId(orderId), delay: Math.max(0, expiresAt.getTime() - now) },
  };
  const remind = {
    name: 'remind',
    data: { orderId },
    opts: { ...opts, jobId: reminderJobId(orderId), delay: remindIn },
  };
  // Both in one bulk add: one Redis round trip per order, where a flash sale counts them (decision 018).
  // While Redis is away it waits up to QUEUE_ADD_TIMEOUT_MS once, and the order is placed already.
  await deps.queues.orderExpiry.addBulk(remindIn > 0 ? [expire, remind] : [expire]).catch((err: unknown) => {
    // The order exists; the sweep will expire it within one ORDER_SWEEP_SECONDS interval. Only a
    // courtesy is lost with the reminder: the sweep does not re-send reminders.
    deps.logger.error({ err, orderId }, 'order expiry and reminder jobs not queued');
  });
}

/**
 * Brings an order's expiry job and reminder to a new expiry (an earlier one: choosing USDT,
 * decision 025). They are keyed by the order, so queuing them again would be a no-op: those still
 * waiting are removed and queued anew. One running at that moment reads the expiry itself when it
 * runs; Redis away: logged, and the sweep closes the order within ORDER_SWEEP_SECONDS of its expiry.
 */
export async function rescheduleOrderExpiry(
  deps: Pick<Deps, 'queues' | 'clock' | 'logger'>,
  orderId: number,
  expiresAt: Date,
): Promise<void> {
  const queue = deps.queues.orderExpiry;
  try {
    for (const id of [expiryJobId(orderId), reminderJobId(orderId)]) {
      const job = await queue.getJob(id);
      if (job && (await job.isDelayed())) await job.remove();
    }
  } catch (err) {
    deps.logger.error({ err, orderId }, 'order expiry jobs not moved; the sweep closes the order');
    return;
  }
  await scheduleOrderExpiry(deps, orderId, expiresAt);
}

/**
 * The sweep: expires every due unpaid order without a standing proof, a named transfer verifying, a
 * kept transfer or the confirmation grace holding it, and completes shipped orders past 14 days.
 */
export async function sweepOrders(deps: Deps): Promise<{ expired: number; completed: number }> {
  let expired = 0;
  let afterId = 0;
  // Read once a run: a hold lifting meanwhile is seen by the next run, one starting is checked under
  // the order's lock by closeUnpaidOrder.
  const held = [
    ...(await ordersHeldByKeptTransfers(deps.prisma)),
    ...(await ordersAwaitingConfirmations(deps.prisma, deps)),
  ];
  for (;;) {
    const due = await deps.prisma.order.findMany({
      where: {
        orderStatus: OrderStatus.unpaid,
        expiresAt: { lte: deps.clock.now() },
        // Without a proof that still stands: rejected proofs do not keep an order (payment-proof.service.ts).
        agings: { none: { financeStatus: { not: FinanceStatus.failed } } },
        chainPayments: { none: { status: ChainPaymentStatus.verifying } },
        // Nor one a kept transfer of its shown amount holds, nor one whose transfer may still be
        // gathering its confirmations (decision 025).
        id: { gt: afterId, notIn: held },
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
  if (!order) return job.name === 'remind' ? { reminded: false } : { expired: false };
  // An order paying by its own amount closes only once the confirmation grace is over: the job waits for it.
  const dueAt =
    job.name === 'remind'
      ? reminderDueAt(order.expiresAt)
      : ((await confirmationGraceEnd(deps.prisma, deps, orderId)) ?? order.expiresAt);
  const early = dueAt.getTime() - deps.clock.now().getTime();
  if (early > 0) {
    // Fired before it is due by our clock (clock skew between machines, or the grace): wait the rest.
    await job.moveToDelayed(Date.now() + early, token);
    throw new DelayedError();
  }
  if (job.name === 'remind') return { reminded: await remindUnpaidOrder(deps, orderId) };
  return { expired: await closeUnpaidOrder(deps, orderId, 'expired') };
}

/** The module's workers (its index.ts): the expiry worker and its repeatable sweep. */
export async function orderExpiryWorkers(
  deps: Deps,
  /** BullMQ's lock and stalled-check timings; tests that kill a worker mid-job make them short. */
  timings: { lockDuration?: number; stalledInterval?: number } = {},
): Promise<Worker[]> {
  const queue = deps.queues.orderExpiry;
  // Every few minutes the sweep catches what a lost delayed job would have missed (docs/domain.md D3).
  const every = deps.config.ORDER_SWEEP_SECONDS * 1000;
  await queue.upsertJobScheduler('order-sweep', { every }, { name: 'sweep', data: {}, opts: SCHEDULED_RUNS_KEPT });
  const worker = new Worker<ExpiryJob>(queue.name, (job, token) => runExpiryJob(deps, job, token), {
    connection: waitingConnection(deps.redis),
    prefix: queue.opts.prefix,
    concurrency: 5,
    ...timings,
  });
  worker.on('failed', (job, err) => deps.logger.error({ err, jobId: job?.id }, 'order expiry job failed'));
  worker.on('error', (err) => deps.logger.error({ err }, 'order expiry worker error'));
  return [worker];
}
