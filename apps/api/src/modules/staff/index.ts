import type { ShopModule } from '../shop-module.ts';
import { staffAdminRoutes } from './staff.admin.routes.ts';

export const staffModule: ShopModule = {
  name: 'staff',
  adminRoutes: staffAdminRoutes,
};
