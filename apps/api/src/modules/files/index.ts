import type { ShopModule } from '../shop-module.ts';
import { filesRoutes } from './files.routes.ts';

export const filesModule: ShopModule = {
  name: 'files',
  routes: filesRoutes,
};
