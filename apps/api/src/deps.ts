import type pg from 'pg';
import type { Logger } from 'pino';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { createCheckoutPool, createPrisma, type Db, poolOf } from './db/client.ts';
import { type Keys, loadKeys } from './keys.ts';
import { closeQueues, createQueues, type Queues } from './queues.ts';
import { createRedis, type Redis, whenReady } from './redis.ts';
import { createStorage, type Storage } from './storage.ts';

/**
 * What services need from the outside world, built once per process and handed down explicitly.
 * Services never see Fastify objects (docs/domain.md D2).
 */
export interface Deps {
  config: Config;
  prisma: Db;
  /** The pool beneath `prisma`, for the hot paths' plain SQL (db/sql.ts, decision 017). */
  sql: pg.Pool;
  /** Checkout's own few connections, so its queue on a hot send cycle holds none of the main pool's (db/client.ts). */
  checkoutSql: pg.Pool;
  redis: Redis;
  queues: Queues;
  keys: Keys;
  clock: Clock;
  storage: Storage;
  logger: Logger;
}

export async function createDeps(config: Config, logger: Logger, overrides: Partial<Deps> = {}): Promise<Deps> {
  const redis = overrides.redis ?? createRedis(config.REDIS_URL);
  // The command connection has no offline queue: give it a moment to connect, so the first requests
  // and the queues' set-up do not fail for want of a connection that is a few milliseconds away.
  if (!(await whenReady(redis, 10_000))) logger.warn('Redis is not reachable yet: Redis-backed calls fail until it is');
  const keys = overrides.keys ?? (await loadKeys(config));
  const prisma = overrides.prisma ?? createPrisma(config.DATABASE_URL, config.DATABASE_WAIT_MS);
  const sql = overrides.sql ?? poolOf(prisma);
  if (!sql) throw new Error('the Prisma client has no pg pool of createPrisma beneath it: pass `sql` too');
  return {
    config,
    logger,
    prisma,
    sql,
    checkoutSql: overrides.checkoutSql ?? createCheckoutPool(config.DATABASE_URL, config.DATABASE_WAIT_MS),
    redis,
    queues: overrides.queues ?? createQueues(redis, config.REDIS_PREFIX),
    keys,
    clock: overrides.clock ?? systemClock,
    storage: overrides.storage ?? createStorage(config, keys.fileUrlKey),
  };
}

export async function closeDeps(deps: Deps): Promise<void> {
  await closeQueues(deps.queues);
  await deps.prisma.$disconnect();
  await deps.checkoutSql.end();
  deps.redis.disconnect();
}

/** A Redis key under the shop's prefix. */
export function redisKey(deps: Pick<Deps, 'config'>, ...parts: (string | number)[]): string {
  return [deps.config.REDIS_PREFIX, ...parts].join(':');
}
