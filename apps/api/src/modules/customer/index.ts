import type { ShopModule } from '../shop-module.ts';
import { customerAdminRoutes } from './customer.admin.routes.ts';

export const customerModule: ShopModule = {
  name: 'customer',
  adminRoutes: customerAdminRoutes,
};
