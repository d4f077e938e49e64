import { type CallDef, type CallInput, type CallResponse, callPath, envelopeSchema } from '@hashforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { assertSaneBody } from './body-guard.ts';
import { shopOperation } from './openapi.ts';
import { type CachedAnswer, matchesEtag, type PublicCache, publicCache } from './public-cache.ts';
import { parseCallInput } from './validation.ts';

/** The context whose routes the public cached calls become (servePublicCalls). */
const kPublicCallHost = Symbol('hashforge.publicCallHost');

/**
 * A JSON body as its text, parsed only when the answer is not cached yet: the same text parses to
 * the same fields, so a repeated request is answered from its text alone. The text is private, so the
 * body guard's walk sees no field in it: the fields are guarded when they are parsed (answerText).
 */
class JsonText {
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  get text(): string {
    return this.#text;
  }
}

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;
const jsonParsers = new WeakMap<FastifyInstance, JsonParser>();

/**
 * Opens a context under `app` whose routes are the public cached calls registered in it or in any
 * context beneath it. app.ts opens it on the root, so these routes run the root's hooks and their
 * own metering (`instrument`, metrics.ts: meterSends) without those of the other routes' context
 * (helmet's headers, cookies, multipart, the body guard, which a miss here runs itself in
 * fieldsOfText): a cached answer sends its own security headers (ANSWER_HEADERS) and takes no cookie
 * or upload, and those hooks cost it more than the rest of its work. In this context a JSON body is kept as its text (JsonText) and parsed on a miss, by
 * Fastify's own JSON parser, so malformed JSON is refused as before.
 */
export async function servePublicCalls(
  app: FastifyInstance,
  instrument: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async function publicCalls(scope: FastifyInstance) {
    instrument(scope);
    jsonParsers.set(scope, scope.getDefaultJsonParser('error', 'error'));
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
      done(null, new JsonText(text as string));
    });
    app.decorate(kPublicCallHost, scope);
  });
}

function hostOf(app: FastifyInstance): FastifyInstance {
  return (app as unknown as Record<symbol, FastifyInstance | undefined>)[kPublicCallHost] ?? app;
}

/**
 * The fields of a JSON text, or Fastify's own refusal of it (empty, malformed, prototype poisoning),
 * then the body guard's, as any other route's body gets them.
 */
function fieldsOfText(host: FastifyInstance, request: FastifyRequest, text: string): unknown {
  const parse = jsonParsers.get(host);
  if (!parse) throw new Error('a JSON text outside the public calls context');
  let fields: unknown;
  let failure: Error | null = null;
  parse(request, text, (error, value) => {
    failure = error;
    fields = value;
  });
  if (failure) throw failure;
  assertSaneBody(fields);
  return fields;
}

/**
 * A successful answer's bytes: the envelope through the call's wire schema (`envelopeSchema` of its
 * response), so nothing the schema does not name leaves.
 */
export function successBytes(wire: { parse(value: unknown): unknown }, data: unknown): Buffer {
  return Buffer.from(JSON.stringify(wire.parse({ result: 1, msg: 'success', data })));
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

/** The request header a cached call reads, for the API document (the route validates nothing itself). */
const cacheHeaders = z.object({
  'if-none-match': z.string().optional().describe('The ETag of an earlier answer: 304 and no body while it is current'),
});

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
 * (docs/domain.md D7: at least 80% of the throughput of a bare route answering the same bytes).
 * A request whose If-None-Match names the current ETag gets 304 and no body.
 * The cache is keyed by the body as sent (its JSON text), so a repeated request skips even the
 * JSON parser and the schema: a body is parsed, guarded (body-guard.ts) and validated by the call's
 * schema before its answer is first computed, exactly as registerCall does. Refusals (unknown code, bad input) are not cached: they go through the error handler.
 */
export function registerCachedCall<C extends CallDef>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: PublicHandler<C>,
  // An answer that shows stock is refreshed after orders (public-cache.ts); the rest are not.
  stock: { followsStock: boolean } = { followsStock: false },
): void {
  if (call.auth || call.encrypted) throw new Error(`${call.path} is not a public plain call and cannot be cached`);
  const host = hostOf(app);
  const cache = publicCache(deps);
  attach(host, deps, cache);
  const wire = envelopeSchema(call.response);
  const path = callPath(call.path, deps.config.PROVIDER);
  const compute = async (input: CallInput<C>): Promise<Buffer> => {
    const data = await handler(input);
    return successBytes(wire, data);
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
    return cache.fresh(entry) ?? cache.get(entry, () => compute(input ?? parseCallInput(call, body)), stock);
  };
  /** The answer to a JSON text: keyed by the text as sent when short, parsed and guarded on a miss. */
  const answerText = (request: FastifyRequest, text: string): CachedAnswer | Promise<CachedAnswer> => {
    if (text.length > MAX_RAW_KEY) return answerFor(fieldsOfText(host, request, text));
    const entry = `${path}\n${text}`;
    return (
      cache.fresh(entry) ??
      cache.get(entry, () => compute(parseCallInput(call, fieldsOfText(host, request, text))), stock)
    );
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
      ...shopOperation(call),
      headers: cacheHeaders,
      body: call.request,
      response: { 200: wire },
    },
    // The schema above documents the call; validation happens on a cache miss, in answerFor.
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body;
      const answer = body instanceof JsonText ? answerText(request, body.text) : answerFor(body ?? {});
      // A hit is answered in this tick, without a promise, and the handler returns nothing, so
      // Fastify has no promise or reply to wait on either.
      if (answer instanceof Promise) return answer.then((a) => send(request, reply, a));
      send(request, reply, answer);
    },
  });
}
