import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_IMAGE_BYTES, msg } from '@hashforge/contract';
import Fastify, { type FastifyBaseLogger, type FastifyHttpOptions, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { assertSaneBody } from './http/body-guard.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installRequestLog } from './http/request-log.ts';
import { adminAppRoutes } from './modules/admin-app/admin-app.routes.ts';
import { registerModules } from './modules/index.ts';
import { registerMetrics } from './modules/metrics/metrics.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';

export const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the HTTP app: external plugins first (helmet, rate limit, jwt, multipart, swagger), then the
 * modules, then the storefront (CONVENTIONS.md, "Plugins in order").
 */
export async function buildApp(deps: Deps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server, FastifyBaseLogger> = {
    loggerInstance: (options.logger === false ? undefined : deps.logger) as FastifyBaseLogger | undefined,
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    // One line per request, written by installRequestLog, which keeps probes and static files quiet.
    logController: new LogController({ disableRequestLogging: true }),
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
  installRequestLog(app);

  await app.register(helmet, {
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
  // The staff session cookie (hf_staff) of the back office; buyers use bearer tokens.
  await app.register(cookie);
  await app.register(fastifyJwt, { secret: deps.keys.jwtSecret, sign: { algorithm: 'HS256' } });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'HashForge Shop API', version: '1.0.0', description: 'The wire contract of docs/contract.md' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map is for the people who build on it, not for every visitor of a live shop.
  if (!deps.config.isProduction || deps.config.DOCS_PUBLIC) {
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  }

  // Before every route, so its onResponse hook counts them all.
  registerMetrics(app, deps);

  // A POST with no body is an empty object, so schemas see `{}` rather than nothing.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
    assertSaneBody(request.body);
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const checks = await Promise.allSettled([deps.prisma.$queryRaw`SELECT 1`, deps.redis.ping()]);
    const [db, redis] = checks.map((c) => (c.status === 'fulfilled' ? 'ok' : 'down'));
    const ready = db === 'ok' && redis === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database: db, redis });
  });

  await registerModules(app, deps);
  await adminAppRoutes(app, deps);
  await storefrontRoutes(app, deps);
  return app;
}
