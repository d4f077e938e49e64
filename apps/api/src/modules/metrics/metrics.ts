import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { poolOf } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { queueNames } from '../../queues.ts';
import { secondFactorChecks } from '../staff/second-factor-checks.ts';
import { RequestSeries } from './request-series.ts';

/** A scrape must answer even with Redis or Postgres away: each probe gets this long, then is left out. */
const PROBE_TIMEOUT_MS = 2_000;
/** The route pattern a request matched on arrival (meterResponses). */
const kMetricsRoute = Symbol('hashforge.metricsRoute');
/** When a request arrived, by performance.now() (meterSends). */
const kMetricsArrival = Symbol('hashforge.metricsArrival');
/** A request with what the metering hooks keep on it (decorated on the root). */
type MeteredRequest = FastifyRequest & { [kMetricsRoute]: string; [kMetricsArrival]: number };
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
 * A pg pool's gauges: `hashforge_<name>_connections` by state (open in total, idle, and callers
 * waiting for one) and `hashforge_<name>_max`, its size.
 */
function poolGauges(registry: Registry, name: string, what: string, callers: string, pool: pg.Pool): void {
  new Gauge({
    name: `hashforge_${name}_connections`,
    help: `This process's ${what}: connections open in total, idle, and ${callers} waiting for one`,
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: `hashforge_${name}_max`,
    help: `This process's ${what} size`,
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 0);
    },
  });
}

/**
 * Counts a context's requests into hashforge_http_requests_total and its latency histogram. Each
 * context of the app says how (app.ts), and the root has no such hook, so a context pays only for
 * its own way of counting.
 */
export interface RequestMeter {
  /** Counts each request when its response has finished (onResponse), from Fastify's start time. */
  meterResponses(scope: FastifyInstance): void;
  /**
   * Counts each request when its answer is handed to the socket (onSend), from its arrival: for the
   * public cached calls, whose answers are a few kilobytes written at once, so sending and finishing
   * are the same moment. An onResponse hook makes Fastify listen for the end of every response of its
   * context, which cost a cached answer about a twentieth of its time (docs/benchmarks.md).
   */
  meterSends(scope: FastifyInstance): void;
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
export async function registerMetrics(app: FastifyInstance, deps: Deps): Promise<RequestMeter | null> {
  const token = deps.config.METRICS_TOKEN;
  if (deps.config.isProduction && !token) return null;

  // One registry per app, not prom-client's global one: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hashforge_' });

  const requests = new RequestSeries([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]);
  requests.register(
    registry,
    {
      name: 'hashforge_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
    },
    {
      name: 'hashforge_http_request_duration_seconds',
      help: 'Time from request to response, by method, route pattern and status code',
    },
  );

  registry.registerMetric(secondFactorChecks);

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
  if (pool) poolGauges(registry, 'db_pool', 'Postgres pool', 'requests', pool);
  // Checkout's own pool (decision 018): in a sale, `waiting` is the queue of buyers for a transaction.
  poolGauges(registry, 'checkout_pool', 'checkout pool', 'orders', deps.checkoutSql);

  // Callback hooks, not async ones, and what they keep is kept on the request rather than in a
  // WeakMap: they run on every request, and a promise or a weak entry per request is not free (decision 019).
  app.decorateRequest(kMetricsRoute, '');
  app.decorateRequest(kMetricsArrival, 0);
  const meter: RequestMeter = {
    meterResponses(scope) {
      // The route's pattern (`/files/public/*`), never the raw URL, so labels stay few; anything no
      // route matched counts as one. Read on arrival: a handler that answers through the not-found
      // handler (callNotFound) loses its route by the time it responds.
      scope.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        (request as MeteredRequest)[kMetricsRoute] = request.routeOptions.url ?? 'unmatched';
        done();
      });
      scope.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const route = (request as MeteredRequest)[kMetricsRoute] || (request.routeOptions.url ?? 'unmatched');
        requests.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    },
    meterSends(scope) {
      scope.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        (request as MeteredRequest)[kMetricsArrival] = performance.now();
        done();
      });
      scope.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, _payload: unknown, done: () => void) => {
        const arrival = (request as MeteredRequest)[kMetricsArrival];
        const route = request.routeOptions.url ?? 'unmatched';
        requests.record(request.method, route, reply.statusCode, (performance.now() - arrival) / 1000);
        done();
      });
    },
  };

  // Read by Prometheus on the internal network (Caddy answers 404 for it outside), so in a context
  // of its own, without helmet's page headers.
  await app.register(async function metricsRoute(scope: FastifyInstance) {
    meter.meterResponses(scope);
    scope.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token && !bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
      }
      const body = await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
    });
  });
  return meter;
}
