import type { Worker } from 'bullmq';
import type { Deps } from '../deps.ts';
import { afterSaleWorkers } from './aftersale/after-sale.worker.ts';
import { coinDataWorkers } from './calculator/coin-data.worker.ts';
import { couponWorkers } from './coupon/coupon.worker.ts';
import { housekeepingWorkers } from './housekeeping/housekeeping.worker.ts';
import { notifyWorkers } from './notify/notify.worker.ts';
import { orderExpiryWorkers } from './order/order-expiry.worker.ts';

/**
 * Every BullMQ worker of the shop, with the repeatable jobs it schedules. `npm start` runs them in
 * the server process; compose runs them in the `worker` service (same image, docs/domain.md D2).
 * Each module adds its entry here.
 */
export const workerFactories: Array<(deps: Deps) => Promise<Worker[]> | Worker[]> = [
  notifyWorkers,
  afterSaleWorkers,
  coinDataWorkers,
  orderExpiryWorkers,
  housekeepingWorkers,
  couponWorkers,
];

export async function startWorkers(deps: Deps): Promise<Worker[]> {
  const workers: Worker[] = [];
  for (const factory of workerFactories) workers.push(...(await factory(deps)));
  return workers;
}

export async function stopWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => w.close()));
}
