import { type CallDef, type CallInput, type CallResponse, callPath, envelopeSchema } from '@hashforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps.ts';
import { matchesEtag, type PublicCache, publicCache } from './public-cache.ts';

type PublicHandler<C> = (input: CallInput<C>) => Promise<CallResponse<C>>;

const attached = new WeakSet<PublicCache>();

function attach(app: FastifyInstance, deps: Deps, cache: PublicCache): void {
  if (attached.has(cache)) return;
  attached.add(cache);
  app.addHook('onReady', async () => cache.listen(deps.redis, deps.logger));
  app.addHook('onClose', async () => cache.close());
}

/**
 * A public, read-only call of the contract whose answer is the same for every visitor: the
 * envelope is serialized once (through the call's response schema, so nothing the schema does not
 * name leaves) and the bytes are served from memory with an ETag until the data changes
 * (DESIGN.md section 7: at least half the throughput of a bare route answering the same bytes).
 * A request whose If-None-Match names the current ETag gets 304 and no body.
 * Refusals (unknown code, bad input) are not cached: they go through the error handler as usual.
 */
export function registerCachedCall<C extends CallDef>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: PublicHandler<C>,
): void {
  if (call.auth || call.encrypted) throw new Error(`${call.path} is not a public plain call and cannot be cached`);
  const cache = publicCache(deps);
  attach(app, deps, cache);
  const wire = envelopeSchema(call.response);
  const path = callPath(call.path, deps.config.PROVIDER);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: path,
    config: { rateLimit: false },
    schema: {
      summary: call.summary,
      description: 'Public and cached: answers carry an ETag; send it back in If-None-Match to get 304.',
      tags: [call.path.split('/').filter((p) => p && p !== '{provider}' && p !== 'web')[0] ?? 'shop'],
      body: call.request,
      response: { 200: wire },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = (request.body ?? {}) as CallInput<C>;
      const answer = await cache.get(`${path}\n${JSON.stringify(input)}`, async () => {
        const data = await handler(input);
        return Buffer.from(JSON.stringify(wire.parse({ result: 1, msg: 'success', data })));
      });
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      // A Buffer skips Fastify's serializer: the bytes were checked against the schema when cached.
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  });
}
