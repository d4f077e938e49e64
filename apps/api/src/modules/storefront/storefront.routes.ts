import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { Result } from '@hashforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type FirstPageParts, StorefrontDocument } from './document.ts';
import { firstPageParts } from './first-page.ts';

/** Sends a page's document compressed as the browser allows: it is made per request, so compressed per request (fast levels). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/** One origin: the API process also serves the built storefront (docs/contract.md section 1). */
export async function storefrontRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const dist = deps.config.WEB_DIST;
  const hasBuild = existsSync(path.join(dist, 'index.html'));
  const document = new StorefrontDocument(dist);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file (apps/web/vite.config.ts): sent as the
      // browser's Accept-Encoding allows, with `Vary: accept-encoding`; they are no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
      return reply.sendFile((request.params as { '*': string })['*'], path.join(dist, 'assets'));
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && hasBuild) {
      let parts: FirstPageParts = { answers: new Map() };
      try {
        parts = await firstPageParts(deps, request.url);
      } catch (error) {
        // The page still works without its head start: it asks for its data itself and shows the failure.
        request.log.error({ err: error }, 'first-page answers failed');
      }
      return sendHtml(request, reply, document.render(parts));
    }
    if (request.method === 'GET' && hasBuild && !request.url.startsWith('/web/')) {
      const file = request.url.split('?')[0]!.replace(/^\/+/, '');
      if (file && !file.includes('..') && existsSync(path.join(dist, file))) return reply.sendFile(file, dist);
    }
    return reply.code(404).send({ result: Result.refused, msg: 'Not found', data: null });
  });
}
