import type { ShopModule } from '../shop-module.ts';
import { calculatorAdminRoutes } from './calculator.admin.routes.ts';
import { calculatorRoutes } from './calculator.routes.ts';
import { coinDataWorkers } from './coin-data.worker.ts';

export const calculatorModule: ShopModule = {
  name: 'calculator',
  routes: calculatorRoutes,
  adminRoutes: calculatorAdminRoutes,
  workers: [coinDataWorkers],
};
