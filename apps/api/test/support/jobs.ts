import type { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll } from 'vitest';
import { enqueueEmail } from '../../src/modules/notify/notify.ts';
import { orderExpiryWorkers } from '../../src/modules/order/order-expiry.worker.ts';
import type { TestContext } from './test-app.ts';

/** Waits until a job has finished for good (completed, or failed with no retry left). */
export async function waitForJob(queue: Queue, jobId: string, timeoutMs = 15_000): Promise<'completed' | 'failed'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') return state;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} did not finish within ${timeoutMs} ms (state ${await queue.getJobState(jobId)})`);
}

/** Polls until `read` answers something other than undefined. */
export async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`nothing arrived within ${timeoutMs} ms`);
}

/** The order-expiry workers for the tests of a file or describe block: started before them, closed after. */
export function useOrderExpiryWorkers(ctx: Pick<TestContext, 'deps'>): void {
  let workers: Worker[] = [];
  beforeAll(async () => {
    workers = await orderExpiryWorkers(ctx.deps);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
  });
}

/**
 * An order's paid email queued as the order module queues one (keyed by the order), for the tests of
 * the notify worker's delivery; answers the job's id.
 */
export function queueOrderPaidEmail(ctx: Pick<TestContext, 'deps'>, to: string, orderNo: string): Promise<string> {
  return enqueueEmail(ctx.deps, {
    to,
    subject: `Order ${orderNo} paid`,
    text: `Your order ${orderNo} is paid.`,
    purpose: 'order-paid',
    key: orderNo,
  });
}
