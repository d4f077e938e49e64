import type { ShopModule } from '../shop-module.ts';
import { settingsAdminRoutes } from './settings.admin.routes.ts';
import { settingsRoutes } from './settings.routes.ts';

export const settingsModule: ShopModule = {
  name: 'settings',
  routes: settingsRoutes,
  adminRoutes: settingsAdminRoutes,
};
