import type { ShopModule } from '../shop-module.ts';
import { settingsAdminRoutes } from './settings.admin.routes.ts';

export const settingsModule: ShopModule = {
  name: 'settings',
  adminRoutes: settingsAdminRoutes,
};
