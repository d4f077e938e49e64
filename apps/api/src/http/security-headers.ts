import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The security headers @fastify/helmet sends with these options, worked out once at start-up by
 * asking helmet itself (one request to a throwaway app), then set on every request of `scope` by a
 * callback hook. @fastify/helmet rebuilds helmet's middleware and re-parses the CSP on every request,
 * which cost each order about 0.1 ms of the one process's CPU (docs/domain.md D7's order rate); the options never vary
 * per route here, so the headers never do either. A route may still set its own (files.routes.ts).
 */
export async function registerSecurityHeaders(scope: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  scope.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  });
}

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    const fromHelmet = Object.entries(res.headers).filter(
      ([name]) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name),
    );
    return Object.fromEntries(fromHelmet.map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}
