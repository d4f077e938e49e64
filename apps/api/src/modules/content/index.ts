import type { ShopModule } from '../shop-module.ts';
import { contentAdminRoutes } from './content.admin.routes.ts';
import { contentRoutes } from './content.routes.ts';

export const contentModule: ShopModule = {
  name: 'content',
  routes: contentRoutes,
  adminRoutes: contentAdminRoutes,
};
