import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.ts';

export type { Prisma } from './generated/client.ts';
export type Db = PrismaClient;
/** A transaction client, as handed to `prisma.$transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const pools = new WeakMap<PrismaClient, pg.Pool>();

/** The longest a request waits on Postgres for one thing: config's DATABASE_WAIT_MS when not set. */
export const DATABASE_WAIT_MS = 5_000;

/** How long Postgres itself lets a statement run: under the client's wait, so a slow but live server cancels first. */
function statementTimeoutOf(waitMs: number): number {
  return Math.max(waitMs - 1_000, Math.round(waitMs * 0.75));
}

/** pg's error for a statement whose answer did not come within query_timeout. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * pg's query_timeout answers the caller but leaves the statement on its connection, which keeps
 * waiting for Postgres; the connection's next statements would queue behind it (a transaction's
 * ROLLBACK, or the next request's query once it is back in the pool). So the connection is ended at
 * once: with a statement in flight, end() destroys the socket, every statement queued on it fails
 * now, and the pool drops it on release (`_ending`) and opens a new one. Callback-form queries
 * (pool.query) are released with their error, which drops them the same way.
 */
function endWhenSilent(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (...args: unknown[]) => {
      const answer = query(...args);
      if (answer instanceof Promise) {
        answer.catch((error: unknown) => {
          if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) client.end().catch(() => {});
        });
      }
      return answer;
    },
  });
}

/**
 * Bounded waits on Postgres (decision 012), each `waitMs` (5 s): a request waits that long at most
 * for a pooled connection (queued, or a new one while Postgres restarts or does not answer), and
 * that long for a statement's answer; Postgres cancels a statement itself a little earlier
 * (statement_timeout). A Postgres that is up but silent (frozen, swapping, its disk stuck) therefore
 * costs a request one wait, answered 503, never an open-ended hang. The pool drops connections that
 * were closed or went silent and opens new ones by itself.
 *
 * No JIT compilation (Postgres compiles a statement whose estimated cost passes jit_above_cost): the
 * shop's statements read a page or a few aggregates and finish in milliseconds, and compiling one
 * takes 50 to 200 ms of CPU. At a million orders the dashboard's chart, whose row estimate is far
 * above what it reads, compiled for 150 ms to run for 6 (docs/benchmarks.md).
 */
function createPool(databaseUrl: string, max: number, waitMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: waitMs,
    query_timeout: waitMs,
    statement_timeout: statementTimeoutOf(waitMs),
    idleTimeoutMillis: 30_000,
    options: '-c jit=off',
  });
  // A connection Postgres closes (restart, pg_terminate_backend) emits 'error' on its client; the
  // adapter listens only while the client is idle in the pool or inside a transaction, and an
  // unheard 'error' would crash the process. Every client gets a listener for its whole life; the
  // query it was running fails on its own and the pool replaces the connection.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    endWhenSilent(client);
  });
  pool.on('error', () => {});
  return pool;
}

/** Connections of the main pool (Prisma and the plain SQL of decision 017) per API process. */
const MAIN_POOL_SIZE = 10;

/**
 * Checkout's own connections per API process (decision 018): its transactions queue here, first come
 * first served, and nowhere else. In a flash sale every order waits for one send cycle's row, and a
 * transaction waiting for that lock holds its connection; sharing the main pool, the first second's
 * buyers held all of it while the catalogue, the session checks and the refusals queued behind
 * them, and their own transactions queued behind a thousand session checks. More than a few at once
 * cannot sell faster (the row takes them one by one).
 */
const CHECKOUT_POOL_SIZE = 4;

export function createCheckoutPool(databaseUrl: string, waitMs = DATABASE_WAIT_MS): pg.Pool {
  return createPool(databaseUrl, CHECKOUT_POOL_SIZE, waitMs);
}

export function createPrisma(databaseUrl: string, waitMs = DATABASE_WAIT_MS): PrismaClient {
  const pool = createPool(databaseUrl, MAIN_POOL_SIZE, waitMs);
  const client = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // A transaction waits one wait for its connection and BEGIN, and is rolled back after one wait in
    // all (Prisma's own default was 2 s and 5 s): its statements are bounded one by one already.
    transactionOptions: { maxWait: waitMs, timeout: waitMs },
  });
  pools.set(client, pool);
  return client;
}

/** The connection pool under a client of createPrisma, for /metrics (modules/metrics). */
export function poolOf(client: PrismaClient): pg.Pool | undefined {
  return pools.get(client);
}
