import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { contentDisposition } from '../files/files.routes.ts';
import { DOCUMENT_ROUTE, documentFileName, readDocumentFile } from './document-download.ts';

/**
 * The PDF behind a link the buyer's `order/document/download` or the staff's
 * `orders/documents/download` handed out (decision 026). The ETag is the SHA-256 recorded when the
 * document was rendered, so a client can check the bytes it got against it.
 */
export function tradeDocumentRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${DOCUMENT_ROUTE}:name`,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        hide: true,
        params: z.object({ name: z.string().max(200) }),
        querystring: z.object({ expires: z.coerce.number().int().optional(), sig: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const found = await readDocumentFile(deps, request.params.name, request.query);
      if (!found) return reply.callNotFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(found.bytes.length))
        .header('content-disposition', contentDisposition(documentFileName(found.number)))
        .header('cache-control', `private, max-age=${found.maxAge}`)
        .header('etag', `"${found.sha256}"`)
        .send(found.bytes);
    },
  );
}
