import type { ShopModule } from '../shop-module.ts';
import { supportAdminRoutes } from './support.admin.routes.ts';
import { supportRoutes } from './support.routes.ts';

export const supportModule: ShopModule = {
  name: 'support',
  routes: supportRoutes,
  adminRoutes: supportAdminRoutes,
};
