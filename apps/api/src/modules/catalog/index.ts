import type { ShopModule } from '../shop-module.ts';
import { catalogAdminRoutes } from './catalog.admin.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';

export const catalogModule: ShopModule = {
  name: 'catalog',
  routes: catalogRoutes,
  adminRoutes: catalogAdminRoutes,
};
