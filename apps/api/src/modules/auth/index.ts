import type { ShopModule } from '../shop-module.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule: ShopModule = {
  name: 'auth',
  routes: authRoutes,
};
