import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { addressRoutes } from './address/address.routes.ts';
import { afterSaleRoutes } from './aftersale/after-sale.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { calculatorRoutes } from './calculator/calculator.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { countryRoutes } from './country/country.routes.ts';
import { couponRoutes } from './coupon/coupon.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { kycRoutes } from './kyc/kyc.routes.ts';
import { orderRoutes } from './order/order.routes.ts';
import { paymentRoutes } from './payment/payment.routes.ts';
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
  paymentRoutes(app, deps);
  countryRoutes(app, deps);
  catalogRoutes(app, deps);
  contentRoutes(app, deps);
  supportRoutes(app, deps);
  filesRoutes(app, deps);
  afterSaleRoutes(app, deps);
}
