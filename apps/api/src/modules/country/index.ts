import type { ShopModule } from '../shop-module.ts';
import { countryRoutes } from './country.routes.ts';

export const countryModule: ShopModule = {
  name: 'country',
  routes: countryRoutes,
};
