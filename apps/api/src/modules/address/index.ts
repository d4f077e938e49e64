import type { ShopModule } from '../shop-module.ts';
import { addressRoutes } from './address.routes.ts';

export const addressModule: ShopModule = {
  name: 'address',
  routes: addressRoutes,
};
