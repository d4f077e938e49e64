import type { ShopModule } from '../shop-module.ts';
import { documentWorkers } from './render-document.worker.ts';

export const tradeDocumentModule: ShopModule = {
  name: 'trade-document',
  workers: [documentWorkers],
};
