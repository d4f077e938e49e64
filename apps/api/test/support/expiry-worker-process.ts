// A separate worker process running the real order-expiry worker, for tests that kill it mid-job
// (test/infra/faults.test.ts). Its environment names the test's database and Redis.
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createDeps } from '../../src/deps.ts';
import { orderExpiryWorkers } from '../../src/modules/order/order-expiry.worker.ts';

const deps = await createDeps(loadConfig(), pino({ level: process.env.LOG_LEVEL ?? 'silent' }));
await orderExpiryWorkers(deps, { lockDuration: 5_000, stalledInterval: 2_000 });
process.stdout.write('ready\n');
