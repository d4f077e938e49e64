import type { ConnectionOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';

/** The longest a request waits for one Redis command before it gives up (decision 012). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_500;

/**
 * The connection of requests (rate limits, guards, codes, queue adds): it fails fast instead of
 * waiting for Redis. No offline queue (a command while disconnected fails at once), one retry, and a
 * command timeout for a Redis that is up but does not answer (paused, swapping, DEBUG SLEEP), so a
 * buyer's request answers within a bounded time however Redis is doing (decision 012).
 */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    enableReadyCheck: true,
    // Reconnect quickly and keep trying: a request during the outage fails fast meanwhile.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
}

/**
 * Options for a connection that may wait: a subscriber waits for messages, and BullMQ workers block
 * on BZPOPMIN and need `maxRetriesPerRequest: null`. Built from the command connection's own
 * options, so both reach the same Redis.
 */
export function waitingRedisOptions(redis: Redis): RedisOptions {
  return {
    ...redis.options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  };
}

/** The same for a BullMQ worker, which opens (and closes) its own clients from them. */
export function waitingConnection(redis: Redis): ConnectionOptions {
  // BullMQ declares its own copy of ioredis's option type; the object is the same.
  return waitingRedisOptions(redis) as ConnectionOptions;
}

/** Waits until the connection is ready, at most `timeoutMs`; false when it is not. */
export function whenReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
export type { Redis };
