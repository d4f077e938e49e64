import type { ShopModule } from '../shop-module.ts';
import { couponAdminRoutes } from './coupon.admin.routes.ts';
import { couponRoutes } from './coupon.routes.ts';
import { couponWorkers } from './coupon.worker.ts';

export const couponModule: ShopModule = {
  name: 'coupon',
  routes: couponRoutes,
  adminRoutes: couponAdminRoutes,
  workers: [couponWorkers],
};
