// The API server. With RUN_WORKERS (the default outside compose) it also runs the BullMQ workers,
// so `npm start` is one process; compose runs `worker.ts` as its own service.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeDeps, createDeps } from './deps.ts';
import { startWorkers, stopWorkers } from './jobs/workers.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger(config);
const deps = await createDeps(config, logger);
const app = await buildApp(deps);
const workers = process.env.RUN_WORKERS === '0' ? [] : await startWorkers(deps);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await app.close();
  await stopWorkers(workers);
  await closeDeps(deps);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
logger.info(`HashForge Shop is ready on ${config.publicUrl}`);
