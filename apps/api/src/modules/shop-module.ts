import type { Worker } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';

type Routes = (app: FastifyInstance, deps: Deps) => void;

/**
 * What a module gives the app: its `index.ts` exports one of these, and `modules/index.ts` lists
 * them once for the server (routes) and the worker process (workers) alike.
 */
export interface ShopModule {
  /** The module's folder. */
  name: string;
  /** The buyer's and the public calls (`<domain>.routes.ts`). */
  routes?: Routes;
  /** The back office's calls under /admin/api/ (`<domain>.admin.routes.ts`). */
  adminRoutes?: Routes;
  /** BullMQ workers, each with the repeatable jobs it schedules (`<name>.worker.ts`). */
  workers?: ReadonlyArray<(deps: Deps) => Promise<Worker[]> | Worker[]>;
}
