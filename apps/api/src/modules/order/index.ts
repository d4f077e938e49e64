import type { ShopModule } from '../shop-module.ts';
import { chainPaymentWorkers } from './chain-payments/chain-payment.worker.ts';
import { orderAdminRoutes } from './order.admin.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { orderExpiryWorkers } from './order-expiry.worker.ts';

export const orderModule: ShopModule = {
  name: 'order',
  routes: orderRoutes,
  adminRoutes: orderAdminRoutes,
  workers: [orderExpiryWorkers, chainPaymentWorkers],
};
