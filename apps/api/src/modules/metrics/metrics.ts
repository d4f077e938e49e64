import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { queueNames } from '../../queues.ts';

/** A scrape must answer even with Redis or Postgres away: each probe gets this long, then is left out. */
const PROBE_TIMEOUT_MS = 2_000;
/** The route pattern a request matched on arrival (see the onRequest hook). */
const kMetricsRoute = Symbol('hashforge.metricsRoute');
const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed'] as const;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The shop's figures for Prometheus at GET /metrics: requests per route (count and latency), BullMQ
 * jobs per queue and state (depth, and failures kept in each queue's failed set), this process's
 * Postgres pool (open, idle, waiting, against its size), Postgres connections by state as the
 * server counts them (every api and worker process together, against max_connections), and the
 * process's own (CPU, memory, event-loop lag).
 *
 * Who may read it: with METRICS_TOKEN set, only a bearer of that token (Prometheus's
 * `authorization` setting); without one, anyone outside production and nobody in production (the
 * route does not exist). Caddy also answers 404 for /metrics on the public host, so Prometheus
 * scrapes api:3000 on the internal network.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  const token = deps.config.METRICS_TOKEN;
  if (deps.config.isProduction && !token) return;

  // One registry per app, not prom-client's global one: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hashforge_' });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'hashforge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hashforge_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  const scrapeErrors = new Counter({
    name: 'hashforge_metrics_probe_errors_total',
    help: 'Probes a scrape had to leave out because Redis or Postgres did not answer in time',
    labelNames: ['source'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'hashforge_queue_jobs',
    help: 'BullMQ jobs per queue and state (waiting, delayed, active and so on is the depth; failed is the failures kept)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        Object.entries(deps.queues).map(async ([key, queue]) => {
          const name = queueNames[key as keyof typeof queueNames];
          try {
            const counts = await withTimeout(queue.getJobCounts(...JOB_STATES), `queue ${name}`);
            for (const state of JOB_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
          } catch (error) {
            scrapeErrors.inc({ source: 'redis' });
            deps.logger.warn({ err: error, queue: name }, 'metrics: queue counts unavailable');
          }
        }),
      );
    },
  });

  const maxConnections = new Gauge({
    name: 'hashforge_db_max_connections',
    help: "Postgres's max_connections",
    registers: [registry],
  });
  new Gauge({
    name: 'hashforge_db_connections',
    help: "Connections to the shop's database by state (pg_stat_activity), from every api and worker process",
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const [rows, max] = await withTimeout(
          Promise.all([
            deps.prisma.$queryRaw<{ state: string | null; n: bigint }[]>`
              SELECT state, count(*) AS n FROM pg_stat_activity WHERE datname = current_database() GROUP BY state`,
            deps.prisma.$queryRaw<{ max: string }[]>`SELECT current_setting('max_connections') AS max`,
          ]),
          'postgres',
        );
        for (const row of rows) this.set({ state: row.state ?? 'unknown' }, Number(row.n));
        maxConnections.set(Number(max[0]?.max ?? 0));
      } catch (error) {
        scrapeErrors.inc({ source: 'postgres' });
        deps.logger.warn({ err: error }, 'metrics: connection counts unavailable');
      }
    },
  });

  const pool = poolOf(deps.prisma);
  if (pool) {
    new Gauge({
      name: 'hashforge_db_pool_connections',
      help: "This process's Postgres pool: connections open in total, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'hashforge_db_pool_max',
      help: "This process's Postgres pool size",
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }
  // Checkout's own pool (decision 018): in a sale, `waiting` is the queue of buyers for a transaction.
  const checkout = deps.checkoutSql;
  new Gauge({
    name: 'hashforge_checkout_pool_connections',
    help: "This process's checkout pool: connections open in total, idle, and orders waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, checkout.totalCount);
      this.set({ state: 'idle' }, checkout.idleCount);
      this.set({ state: 'waiting' }, checkout.waitingCount);
    },
  });
  new Gauge({
    name: 'hashforge_checkout_pool_max',
    help: "This process's checkout pool size",
    registers: [registry],
    collect() {
      this.set(checkout.options.max ?? 0);
    },
  });

  // The route's pattern (`/files/public/*`), never the raw URL, so labels stay few; anything no
  // route matched counts as one. Read on arrival: a handler that answers through the not-found
  // handler (callNotFound) loses its route by the time it responds.
  // Callback hooks, not async ones, and the route kept on the request rather than in a WeakMap:
  // they run on every request, and a promise or a weak entry per request is not free (issue 14).
  app.decorateRequest(kMetricsRoute, '');
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    (request as unknown as Record<symbol, string>)[kMetricsRoute] = request.routeOptions.url ?? 'unmatched';
    done();
  });
  // Each label set's series, found by one string: prom-client hashes a labels object on every inc
  // and observe, and these run after every request (issue 14). Routes are patterns and statuses
  // few, so this stays small.
  const series = new Map<string, { count: { inc(): void }; time: { observe(seconds: number): void } }>();
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route =
      (request as unknown as Record<symbol, string>)[kMetricsRoute] || (request.routeOptions.url ?? 'unmatched');
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let one = series.get(key);
    if (!one) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      one = { count: requests.labels(labels), time: latency.labels(labels) };
      series.set(key, one);
    }
    one.count.inc();
    one.time.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
