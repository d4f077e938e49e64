import type { ShopModule } from '../shop-module.ts';
import { cartRoutes } from './cart.routes.ts';

export const cartModule: ShopModule = {
  name: 'cart',
  routes: cartRoutes,
};
