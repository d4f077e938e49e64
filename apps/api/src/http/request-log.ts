import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
 * One line per finished request, at info for API calls and pages, at debug for probes and static
 * files; Fastify's own lines per request (incoming, completed, errors) stay off.
 *
 * Written by Fastify's log controller, which it calls once a response has finished whenever a logger
 * is set, rather than by an onResponse hook: a hook makes Fastify listen for the end of every response
 * even with logging off, and that listening cost each cached catalogue answer about a twentieth of its
 * time (docs/benchmarks.md, public catalogue calls). Nothing is built for a level the logger drops.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = isQuietRequest(request.method, request.url) ? 'debug' : 'info';
    const log = request.log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
    if (!log.isLevelEnabled?.(level)) return;
    log[level](
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}
