import type { ShopModule } from '../shop-module.ts';
import { afterSaleAdminRoutes } from './after-sale.admin.routes.ts';
import { afterSaleRoutes } from './after-sale.routes.ts';
import { afterSaleWorkers } from './after-sale.worker.ts';

export const afterSaleModule: ShopModule = {
  name: 'after-sale',
  routes: afterSaleRoutes,
  adminRoutes: afterSaleAdminRoutes,
  workers: [afterSaleWorkers],
};
