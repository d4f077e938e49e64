import type { Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { addressModule } from './address/index.ts';
import { afterSaleModule } from './after-sale/index.ts';
import { auditModule } from './audit/index.ts';
import { authModule } from './auth/index.ts';
import { calculatorModule } from './calculator/index.ts';
import { cartModule } from './cart/index.ts';
import { catalogModule } from './catalog/index.ts';
import { contentModule } from './content/index.ts';
import { countryModule } from './country/index.ts';
import { couponModule } from './coupon/index.ts';
import { customerModule } from './customer/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { filesModule } from './files/index.ts';
import { housekeepingModule } from './housekeeping/index.ts';
import { kycModule } from './kyc/index.ts';
import { notifyModule } from './notify/index.ts';
import { orderModule } from './order/index.ts';
import { settingsModule } from './settings/index.ts';
import type { ShopModule } from './shop-module.ts';
import { staffModule } from './staff/index.ts';
import { supportModule } from './support/index.ts';
import { tradeDocumentModule } from './trade-document/index.ts';

/**
 * Every module of the shop, each declared by its own `index.ts` (routes, admin routes, workers):
 * a new module is one line here. The server registers their routes (app.ts), the worker process
 * starts their workers (worker.ts, or main.ts with RUN_WORKERS). The order is the API document's:
 * the buyer's calls of each module in this order, then the back office's. The admin app and the
 * storefront are not modules: app.ts serves them after these, the storefront last (its not-found
 * handler answers every path nothing else took).
 */
export const modules: readonly ShopModule[] = [
  authModule,
  calculatorModule,
  cartModule,
  addressModule,
  couponModule,
  kycModule,
  orderModule,
  tradeDocumentModule,
  countryModule,
  catalogModule,
  contentModule,
  supportModule,
  filesModule,
  afterSaleModule,
  staffModule,
  auditModule,
  customerModule,
  dashboardModule,
  settingsModule,
  notifyModule,
  housekeepingModule,
];

/** Every module's routes: the buyer's and public calls, then the back office's under /admin/api/. */
export function registerModules(app: FastifyInstance, deps: Deps): void {
  for (const module of modules) module.routes?.(app, deps);
  for (const module of modules) module.adminRoutes?.(app, deps);
}

/**
 * Every module's BullMQ workers, with the repeatable jobs they schedule. `npm start` runs them in
 * the server process; compose runs them in the `worker` service (same image, docs/domain.md D2).
 */
export async function startWorkers(deps: Deps): Promise<Worker[]> {
  const workers: Worker[] = [];
  for (const module of modules) {
    for (const factory of module.workers ?? []) workers.push(...(await factory(deps)));
  }
  return workers;
}

export async function stopWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => w.close()));
}
