import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Prisma } from './generated/client.ts';

/**
 * Plain SQL on the pool beneath Prisma, for the few paths where a request's CPU or its round trips
 * are the shop's limit (decision 017): the session check every signed-in call makes, checkout, and
 * the buyer's order pages. Prisma 7's client spends about 0.3 ms of CPU planning and mapping each
 * query, pg about 0.03 ms; an order made fifteen of them, so a flash sale was Prisma's. Everything
 * else keeps Prisma.
 *
 * Statements are Prisma.sql fragments, so a module composes its own SQL with the same tagged
 * template it uses with $queryRaw; each text is run as a named prepared statement, parsed and
 * planned once per connection.
 */
export type Sql = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** A connection held by sqlConnection: its statements run in order, inside sqlTransactionOn's transaction when in one. */
export type SqlTx = Pick<pg.PoolClient, 'query'>;

/**
 * Prisma keeps DateTime columns as `timestamp(3)` (no zone) holding UTC. pg would read them as the
 * process's local time and write Dates in it; here both sides are UTC whatever TZ says.
 */
const TIMESTAMP_OID = 1114;

/** A `timestamp` as Postgres writes it, in a row or in JSON (`2026-11-26 06:00:00.123`, or with a T): UTC. */
export function utcTimestamp(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMP_OID) return utcTimestamp;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `hf_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // Texts come from the code's own templates (arrays travel as one parameter), so this stays small.
    statementNames.set(text, name);
  }
  return name;
}

function toParameter(value: unknown): unknown {
  // ISO text with its Z: Postgres drops the zone when it casts to `timestamp`, which keeps UTC.
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toParameter);
  return value;
}

/** Runs one statement; answers its rows. */
export async function sqlRows<T extends pg.QueryResultRow>(db: Sql, statement: Prisma.Sql): Promise<T[]> {
  const result = await sqlRun<T>(db, statement);
  return result.rows;
}

/** Runs one statement; answers pg's result (rows and rowCount). */
export function sqlRun<T extends pg.QueryResultRow>(db: Sql, statement: Prisma.Sql): Promise<pg.QueryResult<T>> {
  const { text } = statement;
  return (db as pg.Pool).query<T>({
    name: statementName(text),
    text,
    values: statement.values.map(toParameter),
    types,
  });
}

/** Two int4 keys of a transaction-scoped advisory lock (pg_advisory_xact_lock(int, int)). */
export interface AdvisoryLock {
  classId: number;
  objectId: number;
}

function isInt4(n: number): boolean {
  return Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;
}

/** Connections whose ROLLBACK could not be sent: destroyed when released, never reused. */
const brokenConnections = new WeakSet<object>();

/** `fn` with one connection of `pool`, held until it ends. */
export async function sqlConnection<T>(pool: pg.Pool, fn: (client: SqlTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release(brokenConnections.has(client) ? new Error('the connection failed') : undefined);
  }
}

/**
 * `fn` inside BEGIN ... COMMIT on `client` (a connection of sqlConnection); any throw rolls back.
 * An advisory lock asked for goes out in the same round trip as BEGIN (one simple-protocol text,
 * so its two integer keys are written into it after the check above): each trip inside a checkout
 * is time the buyers queued behind it wait.
 */
export async function sqlTransactionOn<T>(
  client: SqlTx,
  fn: (tx: SqlTx) => Promise<T>,
  options: { lock?: AdvisoryLock } = {},
): Promise<T> {
  const { lock } = options;
  if (lock && !(isInt4(lock.classId) && isInt4(lock.objectId))) throw new Error('advisory lock keys must be int4');
  await client.query(lock ? `BEGIN; SELECT pg_advisory_xact_lock(${lock.classId}, ${lock.objectId})` : 'BEGIN');
  try {
    const answer = await fn(client);
    await client.query('COMMIT');
    return answer;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {
      // The connection itself failed: the caller hears the first error, the pool loses the connection.
      brokenConnections.add(client);
    });
    throw err;
  }
}
