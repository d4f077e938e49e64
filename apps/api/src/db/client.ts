import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.ts';

export type { Prisma } from './generated/client.ts';
export type Db = PrismaClient;
/** A transaction client, as handed to `prisma.$transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const pools = new WeakMap<PrismaClient, pg.Pool>();

/**
 * Bounded waits on Postgres (decision 012): a request waits at most 15 s for a pooled connection
 * (or for a new one while Postgres restarts) and then fails with a clean 503; a statement runs at
 * most 30 s. The pool drops connections Postgres closed and opens new ones by itself.
 */
function createPool(databaseUrl: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 15_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  });
  // A connection Postgres closes (restart, pg_terminate_backend) emits 'error' on its client; the
  // adapter listens only while the client is idle in the pool or inside a transaction, and an
  // unheard 'error' would crash the process. Every client gets a listener for its whole life; the
  // query it was running fails on its own and the pool replaces the connection.
  pool.on('connect', (client) => {
    client.on('error', () => {});
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

export function createCheckoutPool(databaseUrl: string): pg.Pool {
  return createPool(databaseUrl, CHECKOUT_POOL_SIZE);
}

export function createPrisma(databaseUrl: string): PrismaClient {
  const pool = createPool(databaseUrl, MAIN_POOL_SIZE);
  const client = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(client, pool);
  return client;
}

/** The connection pool under a client of createPrisma, for /metrics (modules/metrics). */
export function poolOf(client: PrismaClient): pg.Pool | undefined {
  return pools.get(client);
}
