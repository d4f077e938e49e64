import { Redis } from 'ioredis';

/** BullMQ needs `maxRetriesPerRequest: null` on the connections its workers block on. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}
export type { Redis };
