// The API server. With RUN_WORKERS (the default outside compose) it also runs the BullMQ workers,
// so `npm start` is one process; compose runs `worker.ts` as its own service.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { checkServingRole } from './db/roles.ts';
import { closeDeps, createDeps } from './deps.ts';
import { createLogger } from './logger.ts';
import { startWorkers, stopWorkers } from './modules/index.ts';
import { assertNoDemoStaffInProduction } from './modules/staff/demo-staff.ts';
import { resealSecondFactors } from './modules/staff/reseal-second-factors.ts';
import { closeHttp, onStopSignals } from './shutdown.ts';

const config = loadConfig();
const logger = createLogger(config);
const deps = await createDeps(config, logger);
// A demo staff account (published password, no second factor) must never guard a real shop, and
// whoever holds the API's DATABASE_URL must not be able to rewrite the audit log (decision 020).
await Promise.all([
  checkServingRole(deps.sql, config.isProduction, (message) => logger.warn(message)),
  assertNoDemoStaffInProduction(deps),
]).catch(async (error: Error) => {
  logger.fatal(error.message);
  await closeDeps(deps);
  process.exit(1);
});
// Authenticator secrets sealed under an older key (before SECOND_FACTOR_KEY: under JWT_SECRET) move
// to the current one now, while this JWT_SECRET still opens them (reseal-second-factors.ts).
const resealed = await resealSecondFactors(deps);
if (resealed.resealed > 0)
  logger.info(`re-sealed ${resealed.resealed} staff authenticator secrets under SECOND_FACTOR_KEY`);
if (resealed.unopenable.length > 0) {
  logger.warn(
    `the authenticator secrets of ${resealed.unopenable.join(', ')} cannot be opened with these keys: ` +
      'run `npm run staff -- reseal` with OLD_JWT_SECRET (the JWT_SECRET they were made under), or reset their 2FA',
  );
}
const app = await buildApp(deps);
const workers = process.env.RUN_WORKERS === '0' ? [] : await startWorkers(deps);

// Workers and server stop taking work together; requests and jobs in flight finish, then the
// connections close; past SHUTDOWN_GRACE_MS the process exits anyway (shutdown.ts).
onStopSignals(logger, [
  ['server and workers', () => Promise.all([closeHttp(app), stopWorkers(workers)])],
  ['connections', () => closeDeps(deps)],
]);

await app.listen({ port: config.PORT, host: config.HOST });
logger.info(`HashForge Shop is ready on ${config.publicUrl}`);
