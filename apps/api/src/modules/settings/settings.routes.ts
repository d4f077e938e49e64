import { brandCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCachedCall } from '../../http/cached-call.ts';
import { readBrand, shopBrandOf } from './brand.ts';

export function settingsRoutes(app: FastifyInstance, deps: Deps): void {
  // The same for every visitor and changed only by the owner, whose save empties the cache everywhere.
  registerCachedCall(app, deps, brandCalls.getBrand, async () => shopBrandOf(await readBrand(deps)));
}
