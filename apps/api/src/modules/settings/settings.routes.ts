import { brandCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCachedCall } from '../../http/cached-call.ts';
import { readBrand, shopBrandOf } from './brand.ts';

export function settingsRoutes(app: FastifyInstance, deps: Deps): void {
  // The same for every visitor and changed only by the owner, whose save empties the cache everywhere.
  registerCachedCall(app, deps, brandCalls.getBrand, async () => shopBrandOf(await readBrand(deps)));
  // Browsers ask for /favicon.ico on pages that name no icon (the back office, the API's pages): the
  // vendor's icon, wherever it is stored, checked again on each visit as the owner may change it.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    const { icon } = await readBrand(deps);
    if (!icon) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').redirect(icon.url, 302);
  });
}
