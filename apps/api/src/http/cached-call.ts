import { type CallDef, type CallInput, type CallResponse, callPath, envelopeSchema } from '@hashforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { type CachedAnswer, matchesEtag, type PublicCache, publicCache } from './public-cache.ts';
import { callTag } from './register-call.ts';
import { parseCallInput } from './validation.ts';

/** The context whose routes the public cached calls become (servePublicCalls). */
const kPublicCallHost = Symbol('hashforge.publicCallHost');

/**
 * Makes `app` the context of every public cached call registered in it or in a context beneath it.
 * app.ts calls it on the root, so these routes run without the hooks of the browser plugins
 * (helmet, cookies, multipart) registered in the context of the other routes: a cached answer
 * sends its own security headers (ANSWER_HEADERS) and takes no cookie or upload, and those
 * hooks cost it more than the rest of its work.
 */
export function servePublicCalls(app: FastifyInstance): void {
  app.decorate(kPublicCallHost, app);
}

function hostOf(app: FastifyInstance): FastifyInstance {
  return (app as unknown as Record<symbol, FastifyInstance | undefined>)[kPublicCallHost] ?? app;
}

/** Answers a request from a cached answer: its headers were built once with it (public-cache.ts). */
function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.headers(answer.notModifiedHeaders).code(304).send();
    return;
  }
  // A Buffer skips Fastify's serializer: the bytes were checked against the schema when cached.
  reply.headers(answer.headers).send(answer.body);
}

/** Bodies longer than this are validated before the lookup and keyed by their parsed form. */
const MAX_RAW_KEY = 512;

type PublicHandler<C> = (input: CallInput<C>) => Promise<CallResponse<C>>;

const attached = new WeakSet<PublicCache>();

type Answerer = (body: unknown) => CachedAnswer | Promise<CachedAnswer>;
/** Each app's cached calls by resolved path, so its storefront pages can embed their answers. */
const answerers = new WeakMap<object, Map<string, Answerer>>();

/**
 * The cached answer (the envelope's bytes) of a public call as a request with these fields would
 * get it, without a request. Throws what the call would refuse with (AppError), like the route.
 */
export async function publicAnswer(deps: Deps, path: string, fields: Record<string, unknown>): Promise<CachedAnswer> {
  const answer = answerers.get(deps)?.get(path);
  if (!answer) throw new Error(`${path} is not a cached public call`);
  return answer(fields);
}

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
 * (docs/domain.md D7: at least half the throughput of a bare route answering the same bytes).
 * A request whose If-None-Match names the current ETag gets 304 and no body.
 * The cache is keyed by the body as sent, so a repeated request skips even the schema: a body is
 * validated by the call's schema before its answer is first computed, exactly as registerCall
 * does. Refusals (unknown code, bad input) are not cached: they go through the error handler.
 */
export function registerCachedCall<C extends CallDef>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: PublicHandler<C>,
): void {
  if (call.auth || call.encrypted) throw new Error(`${call.path} is not a public plain call and cannot be cached`);
  const host = hostOf(app);
  const cache = publicCache(deps);
  attach(host, deps, cache);
  const wire = envelopeSchema(call.response);
  const path = callPath(call.path, deps.config.PROVIDER);
  const compute = async (input: CallInput<C>): Promise<Buffer> => {
    const data = await handler(input);
    return Buffer.from(JSON.stringify(wire.parse({ result: 1, msg: 'success', data })));
  };
  const answerFor: Answerer = (body) => {
    let key = JSON.stringify(body);
    let input: CallInput<C> | undefined;
    if (key.length > MAX_RAW_KEY) {
      // A long body (unknown fields are ignored) would make a long key: key it by what the schema keeps.
      input = parseCallInput(call, body);
      key = JSON.stringify(input);
    }
    const entry = `${path}\n${key}`;
    // A hit returns before any closure is made: it is the common case the cache is for.
    return cache.fresh(entry) ?? cache.get(entry, () => compute(input ?? parseCallInput(call, body)));
  };
  const byPath = answerers.get(deps) ?? new Map<string, Answerer>();
  answerers.set(deps, byPath);
  byPath.set(path, answerFor);
  host.route({
    method: 'POST',
    url: path,
    config: { rateLimit: false },
    helmet: false,
    schema: {
      summary: call.summary,
      description: 'Public and cached: answers carry an ETag; send it back in If-None-Match to get 304.',
      tags: [callTag(call)],
      body: call.request,
      response: { 200: wire },
    },
    // The schema above documents the call; validation happens on a cache miss, in answerFor.
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      const answer = answerFor(request.body ?? {});
      // A hit is answered in this tick, without a promise, and the handler returns nothing, so
      // Fastify has no promise or reply to wait on either.
      if (answer instanceof Promise) return answer.then((a) => send(request, reply, a));
      send(request, reply, answer);
    },
  });
}
