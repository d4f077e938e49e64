import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_IMAGE_BYTES, msg } from '@hashforge/contract';
import Fastify, { type FastifyBaseLogger, type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { assertSaneBody } from './http/body-guard.ts';
import { servePublicCalls } from './http/cached-call.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { openapiOptions } from './http/openapi.ts';
import { RequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { adminAppRoutes } from './modules/admin-app/admin-app.routes.ts';
import { registerModules } from './modules/index.ts';
import { registerMetrics } from './modules/metrics/metrics.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';

export const BODY_LIMIT = 1024 * 1024;

/**
 * /readyz answers within this whatever the backends do: a probe that hangs on a silent Postgres
 * tells a load balancer nothing until its own timeout (decision 012). The check itself goes on in
 * the background, bounded by the pool's waits.
 */
const READY_DEADLINE_MS = 2_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Ids that tie a request's log lines together: a random tag of this app and a count, so unique
 * across processes and restarts without drawing a UUID's random bytes for every request.
 */
function nextRequestId(): () => string {
  const tag = randomBytes(6).toString('base64url');
  let count = 0;
  return () => {
    count += 1;
    return `${tag}-${count.toString(36)}`;
  };
}

/**
 * Builds the HTTP app: external plugins first, then the modules, then the storefront (ARCHITECTURE.md,
 * the map's plugin order), in contexts beneath the root. The root holds what every route has: the error
 * handler, the request log (its log controller), rate limits and the API's map; the public cached
 * calls (registerCachedCall) have a context of their own, as has /metrics. Every other route lives
 * in the `shop` context, with the plugins for browsers, sessions and uploads (helmet, cookies,
 * multipart): their hooks run on every request of the routes beneath them, and a cached call, which
 * sends its own security headers and takes no cookie or upload, answered from memory in less time
 * than those hooks took (docs/benchmarks.md, public catalogue calls).
 */
export async function buildApp(deps: Deps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server, FastifyBaseLogger> = {
    loggerInstance: (options.logger === false ? undefined : deps.logger) as FastifyBaseLogger | undefined,
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.TRUST_PROXY,
    genReqId: nextRequestId(),
    // One line per request, which keeps probes and static files quiet (request-log.ts).
    logController: new RequestLog(),
    // Bounded waits on the client (decision 012): the whole request must arrive within 30 s and an
    // idle socket is closed after 60 s, so slow or stalled clients cannot hold connections open.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    // On shutdown, idle keep-alive sockets close at once; requests in flight finish (main.ts).
    forceCloseConnections: 'idle',
  };
  const app: FastifyInstance = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: `${deps.config.REDIS_PREFIX}:rl:`,
    // Fails open: with Redis away the per-route limits let calls through rather than refuse every
    // buyer; the guards that protect accounts and codes read Redis themselves and fail closed (decision 012).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(new Error(msg.tooManyRequests(seconds)), { statusCode: 429 });
    },
  });
  // Buyers' bearer tokens: no hook of its own, so at the root, where tests and tools find `app.jwt`.
  await app.register(fastifyJwt, { secret: deps.keys.jwtSecret, sign: { algorithm: 'HS256' } });
  // At the root, before any route, so the map has every route of both contexts.
  await app.register(swagger, openapiOptions(deps.config.publicUrl));

  // Every context counts its requests (the root has no route of its own): the cached calls as they
  // send, the rest, the not-found handler's answers among them, when they finish.
  const meter = await registerMetrics(app, deps);
  await servePublicCalls(app, (scope) => meter?.meterSends(scope));
  await app.register(async function shop(scope: FastifyInstance) {
    meter?.meterResponses(scope);
    // A POST with no body is an empty object, so schemas see `{}` rather than nothing. A callback
    // hook, not an async one: it runs on every request and a promise per request is not free. The
    // public cached calls do both themselves, on a miss only (cached-call.ts): a hit is a body
    // already seen, parsed, guarded and validated.
    scope.addHook('preValidation', (request, _reply, done) => {
      if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
      try {
        assertSaneBody(request.body);
      } catch (error) {
        return done(error as Error);
      }
      done();
    });
    await registerSecurityHeaders(scope, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Every stored file, on disk or S3, is served by path from this origin (src/storage.ts).
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // The staff session cookie (hf_staff) of the back office; buyers use bearer tokens.
    await scope.register(cookie);
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
    // The API's map is for the people who build on it, not for every visitor of a live shop.
    if (!deps.config.isProduction || deps.config.DOCS_PUBLIC) {
      await scope.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    }

    scope.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    scope.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const checks = await Promise.allSettled([
        withDeadline(deps.prisma.$queryRaw`SELECT 1`, READY_DEADLINE_MS),
        withDeadline(deps.redis.ping(), READY_DEADLINE_MS),
      ]);
      const [db, redis] = checks.map((c) => (c.status === 'fulfilled' ? 'ok' : 'down'));
      const ready = db === 'ok' && redis === 'ok';
      if (!ready) reply.header('retry-after', '5');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database: db, redis });
    });

    registerModules(scope, deps);
    await adminAppRoutes(scope, deps);
    await storefrontRoutes(scope, deps);
  });
  return app;
}
