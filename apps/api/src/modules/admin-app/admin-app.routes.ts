import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Result } from '@hashforge/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Back office not built</title>
<p>The back office has not been built. <code>npm start</code> builds it, or run
<code>node apps/admin/node_modules/vite/bin/vite.js build</code> in <code>apps/admin</code>.</p>`;

/**
 * The back office (apps/admin, built with Vite base `/admin/`) from the API process, beside the
 * storefront and from its own build: nothing of it reaches the storefront's bundle. Hashed files
 * under /admin/assets/ are immutable; every other path under /admin/ that is not a file of the build
 * answers the app's index.html (the app routes in the browser), never cached, so a new build is
 * picked up at the next visit.
 */
export async function adminAppRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const dist = deps.config.ADMIN_DIST;
  const indexFile = path.join(dist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    const headers = (immutable: boolean) => (res: { header(name: string, value: string): unknown }) =>
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Hashed chunks, looked up per request (a rebuild while the server runs is served at once).
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/admin/assets/',
      // The storefront's instance decorates reply.sendFile; these serve only their own files.
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: headers(true),
    });
    // The build's other files (favicon, ...), revalidated on each visit.
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'index.html', 'assets/**'],
      setHeaders: headers(false),
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // Read per visit (a small file): a rebuild while the server runs is served at once.
    if (!hasBuild || !existsSync(indexFile)) return reply.code(503).send(NOT_BUILT);
    return reply.send(readFileSync(indexFile));
  };

  app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/', 301));
  app.get('/admin/*', { schema: { hide: true } }, (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    // A GET on an API path is a plain 404, not the app's page.
    if (rest.startsWith('api/')) {
      return reply.code(404).send({ result: Result.refused, msg: 'Not found', data: null });
    }
    return sendIndex(reply);
  });
}
