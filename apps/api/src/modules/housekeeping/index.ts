import type { ShopModule } from '../shop-module.ts';
import { housekeepingWorkers } from './housekeeping.worker.ts';

export const housekeepingModule: ShopModule = {
  name: 'housekeeping',
  workers: [housekeepingWorkers],
};
