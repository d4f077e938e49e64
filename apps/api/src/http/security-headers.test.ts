import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null },
  },
  crossOriginEmbedderPolicy: false,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify({ logger: false });
  await register(app);
  app.post('/call', async () => ({ result: 1 }));
  app.get('/file', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
  try {
    const call = await app.inject({ method: 'POST', url: '/call', payload: {} });
    const file = await app.inject({ method: 'GET', url: '/file' });
    const drop = ({ date: _d, 'content-length': _l, ...rest }: Record<string, unknown>) => rest;
    return { call: drop(call.headers), file: drop(file.headers) };
  } finally {
    await app.close();
  }
}

describe('the security headers worked out once', () => {
  it('are the very headers @fastify/helmet sends with the same options, and a route may still set its own', async () => {
    const fromHelmet = await headersOf((app) => app.register(helmet, options));
    const once = await headersOf((app) => registerSecurityHeaders(app, options));
    expect(once).toEqual(fromHelmet);
    expect(once.call['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(once.call['strict-transport-security']).toBeDefined();
    expect(once.file['content-security-policy']).toBe("default-src 'none'");
  });
});
