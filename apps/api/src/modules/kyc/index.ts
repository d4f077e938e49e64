import type { ShopModule } from '../shop-module.ts';
import { kycAdminRoutes } from './kyc.admin.routes.ts';
import { kycRoutes } from './kyc.routes.ts';

export const kycModule: ShopModule = {
  name: 'kyc',
  routes: kycRoutes,
  adminRoutes: kycAdminRoutes,
};
