// The BullMQ workers alone (compose's `worker` service); any number can run side by side.
import { writeFileSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { checkServingRole } from './db/roles.ts';
import { closeDeps, createDeps } from './deps.ts';
import { publicCache } from './http/public-cache.ts';
import { createLogger } from './logger.ts';
import { startWorkers, stopWorkers } from './modules/index.ts';
import { onStopSignals } from './shutdown.ts';

const config = loadConfig();
const logger = createLogger(config);
const deps = await createDeps(config, logger);
// A worker holds the same DATABASE_URL as the API: it too must not be able to rewrite the audit log.
await checkServingRole(deps.sql, config.isProduction, (message) => logger.warn(message)).catch(async (error: Error) => {
  logger.fatal(error.message);
  await closeDeps(deps);
  process.exit(1);
});
// What workers read through the public cache (the brand of every email, the shop settings) is dropped
// here too when staff change it, as in every API process.
const cache = publicCache(deps);
await cache.listen(deps.redis, logger);
const workers = await startWorkers(deps);
logger.info({ count: workers.length }, 'workers running');

// Compose's health check reads this file's age: it is touched only while Redis answers.
const HEARTBEAT_FILE = process.env.WORKER_HEARTBEAT_FILE ?? '/tmp/worker-heartbeat';
const heartbeat = setInterval(() => {
  deps.redis.ping().then(
    () => writeFileSync(HEARTBEAT_FILE, new Date().toISOString()),
    (error: unknown) => logger.warn({ err: error }, 'Redis did not answer the heartbeat ping'),
  );
}, 10_000);

// Workers stop taking jobs and finish those in hand; past SHUTDOWN_GRACE_MS the process exits
// anyway, and BullMQ hands an unfinished job to another worker once its lock expires.
onStopSignals(logger, [
  [
    'workers',
    async () => {
      clearInterval(heartbeat);
      await stopWorkers(workers);
      await cache.close();
    },
  ],
  ['connections', () => closeDeps(deps)],
]);
