import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { addressRoutes } from './address/address.routes.ts';
import { afterSaleRoutes } from './aftersale/after-sale.routes.ts';
import { afterSaleAdminRoutes } from './aftersale/aftersale.admin.routes.ts';
import { auditAdminRoutes } from './audit/audit.admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { calculatorAdminRoutes } from './calculator/calculator.admin.routes.ts';
import { calculatorRoutes } from './calculator/calculator.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { catalogAdminRoutes } from './catalog/catalog.admin.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { contentAdminRoutes } from './content/content.admin.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { countryRoutes } from './country/country.routes.ts';
import { couponAdminRoutes } from './coupon/coupon.admin.routes.ts';
import { couponRoutes } from './coupon/coupon.routes.ts';
import { customerAdminRoutes } from './customer/customer.admin.routes.ts';
import { dashboardAdminRoutes } from './dashboard/dashboard.admin.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { kycAdminRoutes } from './kyc/kyc.admin.routes.ts';
import { kycRoutes } from './kyc/kyc.routes.ts';
import { orderAdminRoutes } from './order/order.admin.routes.ts';
import { orderRoutes } from './order/order.routes.ts';
import { settingsAdminRoutes } from './settings/settings.admin.routes.ts';
import { staffAdminRoutes } from './staff/staff.admin.routes.ts';
import { supportAdminRoutes } from './support/support.admin.routes.ts';
import { supportRoutes } from './support/support.routes.ts';

/** Every module's routes, registered in one place. */
export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  authRoutes(app, deps);
  calculatorRoutes(app, deps);
  cartRoutes(app, deps);
  addressRoutes(app, deps);
  couponRoutes(app, deps);
  kycRoutes(app, deps);
  orderRoutes(app, deps);
  countryRoutes(app, deps);
  catalogRoutes(app, deps);
  contentRoutes(app, deps);
  supportRoutes(app, deps);
  filesRoutes(app, deps);
  afterSaleRoutes(app, deps);
  // The back office (BACKOFFICE.md): staff calls under /admin/api/.
  staffAdminRoutes(app, deps);
  auditAdminRoutes(app, deps);
  orderAdminRoutes(app, deps);
  kycAdminRoutes(app, deps);
  customerAdminRoutes(app, deps);
  dashboardAdminRoutes(app, deps);
  settingsAdminRoutes(app, deps);
  afterSaleAdminRoutes(app, deps);
  catalogAdminRoutes(app, deps);
  supportAdminRoutes(app, deps);
  couponAdminRoutes(app, deps);
  contentAdminRoutes(app, deps);
  calculatorAdminRoutes(app, deps);
}
