import type { Worker } from 'bullmq';
import type { Deps } from '../deps.ts';
import { afterSaleWorkers } from '../modules/aftersale/after-sale.worker.ts';
import { coinDataWorkers } from '../modules/calculator/coin-data.worker.ts';
import { notifyWorkers } from '../modules/notify/notify.worker.ts';
import { orderExpiryWorkers } from '../modules/order/order-expiry.jobs.ts';

/**
 * Every BullMQ worker of the shop, with the repeatable jobs it schedules. `npm start` runs them in
 * the server process; compose runs them in the `worker` service (same image, DESIGN.md section 2).
 * Each module adds its entry here.
 */
export const workerFactories: Array<(deps: Deps) => Promise<Worker[]> | Worker[]> = [
  notifyWorkers,
  afterSaleWorkers,
  coinDataWorkers,
  orderExpiryWorkers,
];

export async function startWorkers(deps: Deps): Promise<Worker[]> {
  const workers: Worker[] = [];
  for (const factory of workerFactories) workers.push(...(await factory(deps)));
  return workers;
}

export async function stopWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => w.close()));
}
