import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Every BullMQ queue of the shop. Job ids are keyed by purpose and entity (DESIGN.md section 4), so
 * adding the same job twice is a no-op and a retried job does the same thing again.
 */
export const queueNames = {
  notify: 'notify',
  orderExpiry: 'order-expiry',
  afterSale: 'after-sale',
  coinData: 'coin-data',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export type Queues = Record<keyof typeof queueNames, Queue>;

export function createQueues(connection: Redis, prefix: string): Queues {
  const make = (name: QueueName) => new Queue(name, { connection, prefix: `${prefix}:bull` });
  return {
    notify: make(queueNames.notify),
    orderExpiry: make(queueNames.orderExpiry),
    afterSale: make(queueNames.afterSale),
    coinData: make(queueNames.coinData),
  };
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
