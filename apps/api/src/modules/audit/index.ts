import type { ShopModule } from '../shop-module.ts';
import { auditAdminRoutes } from './audit.admin.routes.ts';

export const auditModule: ShopModule = {
  name: 'audit',
  adminRoutes: auditAdminRoutes,
};
