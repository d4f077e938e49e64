import type { ShopModule } from '../shop-module.ts';
import { documentWorkers } from './render-document.worker.ts';
import { tradeDocumentRoutes } from './trade-document.routes.ts';

export const tradeDocumentModule: ShopModule = {
  name: 'trade-document',
  routes: tradeDocumentRoutes,
  workers: [documentWorkers],
};
