import type { ShopModule } from '../shop-module.ts';
import { notifyWorkers } from './notify.worker.ts';

export const notifyModule: ShopModule = {
  name: 'notify',
  workers: [notifyWorkers],
};
