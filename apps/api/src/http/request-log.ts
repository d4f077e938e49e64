import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Probes and files say nothing worth reading at the default level: an orchestrator polls /healthz
 * and /readyz every few seconds and one storefront page pulls a dozen assets, which drowned the API
 * calls a newcomer looks for. They are still logged at debug.
 */
const QUIET_PATH = /^\/(?:healthz|readyz|files\/|assets\/|admin\/assets\/|favicon)/;
/** A GET for a name with an extension (app.js, logo.svg) is a static file, never an API call. */
const STATIC_FILE = /\.[a-z0-9]{1,8}$/i;

export function isQuietRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? url;
  return QUIET_PATH.test(path) || STATIC_FILE.test(path);
}

/**
 * One line per finished request (Fastify's own two lines per request are off: disableRequestLogging),
 * at info for API calls and pages, at debug for probes and static files. A callback hook, not an
 * async one, and nothing is built for a level the logger drops: it runs after every request.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const level = isQuietRequest(request.method, request.url) ? 'debug' : 'info';
    const log = request.log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
    // Pino says whether the level is on; Fastify's stand-in when logging is off (logger: false) has
    // no such method and writes nothing, so nothing is built for it either.
    if (log.isLevelEnabled?.(level)) {
      log[level](
        {
          req: { method: request.method, url: request.url, remoteAddress: request.ip },
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
}
