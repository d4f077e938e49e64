import { catalogCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCachedCall } from '../../http/cached-call.ts';
import { getProductByCode, listBanners, listProducts } from './catalog.service.ts';

export function catalogRoutes(app: FastifyInstance, deps: Deps): void {
  registerCachedCall(app, deps, catalogCalls.getBannerList, (input) => listBanners(deps, input.type));
  // Both show send cycles' stock: an order refreshes them (catalog/stock-freshness.ts).
  const followsStock = { followsStock: true };
  registerCachedCall(app, deps, catalogCalls.getProductList, (input) => listProducts(deps, input), followsStock);
  registerCachedCall(app, deps, catalogCalls.getProduct, (input) => getProductByCode(deps, input.code), followsStock);
}
