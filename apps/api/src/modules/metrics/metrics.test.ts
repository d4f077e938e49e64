import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../../../test/support/production-env.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

/** The value of one sample line of the exposition format, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((w) => parts.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics (development: open)', () => {
  const ctx = useTestContext();

  const scrape = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    return res.body;
  };

  it('counts requests and their latency per route pattern, not per URL', async () => {
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.inject({ method: 'GET', url: '/files/public/pub/a/one.svg' });
    await ctx.app.inject({ method: 'GET', url: '/files/public/pub/b/two.svg' });
    await ctx.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'application/json' } });
    const text = await scrape();

    const health = { method: 'GET', route: '/healthz', status_code: '200' };
    expect(sample(text, 'hashforge_http_requests_total', health)).toBe(3);
    expect(sample(text, 'hashforge_http_request_duration_seconds_count', health)).toBe(3);
    expect(sample(text, 'hashforge_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(3);
    expect(sample(text, 'hashforge_http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    // Two files, one label set: the pattern, so a crawler cannot blow up the series count.
    expect(sample(text, 'hashforge_http_requests_total', { route: '/files/public/*', status_code: '404' })).toBe(2);
    expect(text).not.toContain('one.svg');
    expect(sample(text, 'hashforge_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
  });

  it('counts the cached public calls too: answers, 304s and refusals', async () => {
    const url = '/web/hashforge/product/getList';
    const first = await ctx.app.inject({ method: 'POST', url, payload: { page: 1, limit: 5 } });
    expect(first.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url, payload: { page: 1, limit: 5 } });
    const unchanged = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { page: 1, limit: 5 },
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/web/hashforge/product/get',
      payload: { code: 'NO-SUCH-MACHINE' },
    });
    expect(refused.json().result).toBe(0);
    const text = await scrape();

    const answered = { method: 'POST', route: url, status_code: '200' };
    expect(again.body).toBe(first.body);
    expect(sample(text, 'hashforge_http_requests_total', answered)).toBe(2);
    expect(sample(text, 'hashforge_http_request_duration_seconds_count', answered)).toBe(2);
    expect(sample(text, 'hashforge_http_request_duration_seconds_sum', answered)).toBeGreaterThan(0);
    expect(sample(text, 'hashforge_http_requests_total', { route: url, status_code: '304' })).toBe(1);
    const refusal = { route: '/web/hashforge/product/get', status_code: String(refused.statusCode) };
    expect(sample(text, 'hashforge_http_requests_total', refusal)).toBe(1);
    // Counted once each, not by two hooks.
    const scraped = { method: 'GET', route: '/metrics', status_code: '200' };
    expect(sample(await scrape(), 'hashforge_http_requests_total', scraped)).toBeGreaterThanOrEqual(1);
  });

  it('shows each queue depth by state and the failures each queue keeps', async () => {
    await ctx.deps.queues.notify.add('send', { test: 1 }, { delay: 60_000 });
    await ctx.deps.queues.orderExpiry.add('expire', { test: 2 });
    // A job that fails in a real worker, as a broken mail relay would make one.
    const connection = new Redis(ctx.deps.config.REDIS_URL, { maxRetriesPerRequest: null });
    const worker = new Worker('after-sale', async () => Promise.reject(new Error('boom')), {
      connection,
      prefix: `${ctx.deps.config.REDIS_PREFIX}:bull`,
    });
    try {
      const failed = new Promise((resolve) => worker.once('failed', resolve));
      await ctx.deps.queues.afterSale.add('fail-me', { test: 3 }, { attempts: 1 });
      await failed;
    } finally {
      await worker.close();
      connection.disconnect();
    }
    const text = await scrape();
    expect(sample(text, 'hashforge_queue_jobs', { queue: 'notify', state: 'delayed' })).toBe(1);
    expect(sample(text, 'hashforge_queue_jobs', { queue: 'order-expiry', state: 'waiting' })).toBe(1);
    expect(sample(text, 'hashforge_queue_jobs', { queue: 'after-sale', state: 'failed' })).toBe(1);
    expect(sample(text, 'hashforge_queue_jobs', { queue: 'coin-data', state: 'waiting' })).toBe(0);
  });

  it("shows the pool's and the database's connections against their limits, and the process's own figures", async () => {
    const text = await scrape();
    expect(sample(text, 'hashforge_db_connections', { state: 'active' })).toBeGreaterThanOrEqual(1);
    expect(Number(text.match(/^hashforge_db_max_connections (\d+)$/m)?.[1])).toBeGreaterThan(0);
    // This process's pool: at least the connection the scrape's own queries used, none waiting.
    expect(sample(text, 'hashforge_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'hashforge_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^hashforge_db_pool_max 10$/m);
    expect(sample(text, 'hashforge_checkout_pool_connections', { state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^hashforge_checkout_pool_max 4$/m);
    expect(text).toMatch(/^hashforge_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^hashforge_nodejs_eventloop_lag_seconds /m);
  });
});

describe('GET /metrics in production', () => {
  const token = 'c0ffee15a3d1e2b7c9f04a6d8e5b3c2a';
  const closed = useTestContext(productionEnv());
  const guarded = useTestContext(productionEnv({ METRICS_TOKEN: token }));

  it('does not exist without METRICS_TOKEN', async () => {
    const res = await closed.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/plain' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('hashforge_');
  });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token, `Basic ${token}`]) {
      const res = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('hashforge_');
    }
    const res = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE hashforge_http_requests_total counter');
  });
});
