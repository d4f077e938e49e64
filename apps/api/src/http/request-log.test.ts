import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/support/use-test-context.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const ctx = useTestContext();

describe('npm start and its request log', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    const base = { DATABASE_URL: 'postgresql://localhost/x' };
    expect(loadConfig(base).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('logs API calls at info, and probes, files and static assets only at debug', async () => {
    const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = pino({ level: 'debug' }, sink);
    const app = await buildApp({ ...ctx.deps, logger });
    try {
      for (const url of ['/healthz', '/readyz', '/files/public/x.png', '/assets/index-abc.js', '/favicon.ico']) {
        await app.inject({ method: 'GET', url });
      }
      await app.inject({ method: 'POST', url: '/hashforge/user/getPublicKey', payload: {} });
      // A cached public call (a context of its own) and the not-found handler are logged alike.
      await app.inject({ method: 'POST', url: '/web/hashforge/product/getList', payload: { page: 1, limit: 5 } });
      await app.inject({ method: 'POST', url: '/hashforge/no/such/call', payload: {} });
    } finally {
      await app.close();
    }
    const completed = lines.filter((l) => l.msg === 'request completed');
    const atInfo = completed.filter((l) => l.level >= 30).map((l) => l.req?.url);
    const atDebug = completed.filter((l) => l.level < 30).map((l) => l.req?.url);
    expect(atInfo).toEqual([
      '/hashforge/user/getPublicKey',
      '/web/hashforge/product/getList',
      '/hashforge/no/such/call',
    ]);
    expect(completed.find((l) => l.req?.url === '/hashforge/no/such/call')?.res?.statusCode).toBe(404);
    expect(atDebug.sort()).toEqual(
      ['/healthz', '/readyz', '/files/public/x.png', '/assets/index-abc.js', '/favicon.ico'].sort(),
    );
    // Fastify's own "incoming request" lines are off: one line per request.
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});
