import type { ShopModule } from '../shop-module.ts';
import { afterSaleRoutes } from './after-sale.routes.ts';
import { afterSaleWorkers } from './after-sale.worker.ts';
import { afterSaleAdminRoutes } from './aftersale.admin.routes.ts';

export const afterSaleModule: ShopModule = {
  name: 'aftersale',
  routes: afterSaleRoutes,
  adminRoutes: afterSaleAdminRoutes,
  workers: [afterSaleWorkers],
};
