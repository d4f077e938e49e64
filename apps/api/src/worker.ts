// The BullMQ workers alone (compose's `worker` service); any number can run side by side.
import { loadConfig } from './config.ts';
import { closeDeps, createDeps } from './deps.ts';
import { startWorkers, stopWorkers } from './jobs/workers.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger(config);
const deps = await createDeps(config, logger);
const workers = await startWorkers(deps);
logger.info({ count: workers.length }, 'workers running');

async function shutdown() {
  await stopWorkers(workers);
  await closeDeps(deps);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
