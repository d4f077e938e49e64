import type { ShopModule } from '../shop-module.ts';
import { dashboardAdminRoutes } from './dashboard.admin.routes.ts';

export const dashboardModule: ShopModule = {
  name: 'dashboard',
  adminRoutes: dashboardAdminRoutes,
};
