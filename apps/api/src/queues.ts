import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * The longest a request waits to queue a job. Past it the add is refused (an error the caller
 * handles): the request must answer while Redis is away, and each job has a fallback (the expiry
 * sweep; a code the buyer asks for again) (decision 012).
 */
export const QUEUE_ADD_TIMEOUT_MS = 3_000;

/** A queue whose `add` and `addBulk` give up after QUEUE_ADD_TIMEOUT_MS instead of waiting for Redis. */
class BoundedQueue extends Queue {
  private bounded<T>(adding: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`queue ${this.name}: add timed out after ${QUEUE_ADD_TIMEOUT_MS} ms`)),
        QUEUE_ADD_TIMEOUT_MS,
      );
    });
    return Promise.race([adding, timeout]).finally(() => clearTimeout(timer));
  }

  override add(name: string, data: unknown, opts?: JobsOptions): ReturnType<Queue['add']> {
    return this.bounded(super.add(name, data, opts));
  }

  override addBulk(jobs: Parameters<Queue['addBulk']>[0]): ReturnType<Queue['addBulk']> {
    return this.bounded(super.addBulk(jobs));
  }
}

/**
 * Every BullMQ queue of the shop. Job ids are keyed by purpose and entity (docs/domain.md D4), so
 * adding the same job twice is a no-op and a retried job does the same thing again.
 */
export const queueNames = {
  notify: 'notify',
  orderExpiry: 'order-expiry',
  afterSale: 'after-sale',
  coinData: 'coin-data',
  housekeeping: 'housekeeping',
  coupon: 'coupon',
  chainPayment: 'chain-payment',
  tradeDocument: 'trade-document',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export type Queues = Record<keyof typeof queueNames, Queue>;

/**
 * What BullMQ keeps of a finished job that was added without a policy of its own: a week of
 * completed jobs (a coupons/issue-all asked again within it is the same job, done once) and a month
 * of failed ones, at most a thousand of each per queue. Without a policy it keeps every finished
 * job for ever, and a shop that runs for months fills Redis with them (docs/retention.md).
 */
export const FINISHED_JOBS_KEPT = {
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 1000 },
} as const satisfies JobsOptions;

/** The runs of a repeatable job that BullMQ keeps, to look into the last ones. */
export const SCHEDULED_RUNS_KEPT = {
  removeOnComplete: { count: 20 },
  removeOnFail: { count: 50 },
} as const satisfies JobsOptions;

export function createQueues(connection: Redis, prefix: string): Queues {
  const make = (name: QueueName) =>
    new BoundedQueue(name, { connection, prefix: `${prefix}:bull`, defaultJobOptions: FINISHED_JOBS_KEPT });
  return {
    notify: make(queueNames.notify),
    orderExpiry: make(queueNames.orderExpiry),
    afterSale: make(queueNames.afterSale),
    coinData: make(queueNames.coinData),
    housekeeping: make(queueNames.housekeeping),
    coupon: make(queueNames.coupon),
    chainPayment: make(queueNames.chainPayment),
    tradeDocument: make(queueNames.tradeDocument),
  };
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
