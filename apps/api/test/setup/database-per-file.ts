import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { TEST_APP_LOGIN } from '../../../../scripts/lib/services.ts';
import { urlAs } from '../../src/db/roles.ts';

/**
 * Each test file gets its own database, copied from the migrated template, and its own Redis key
 * prefix, so files run in parallel without seeing each other's rows, queues or rate limits. The
 * app connects to it as the app's role (DATABASE_URL), as in production; MIGRATION_DATABASE_URL is
 * the owner's, for a test that must migrate or look past the app's rights.
 */
const name = `hf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const adminUrl = inject('adminDatabaseUrl');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.MIGRATION_DATABASE_URL = url.toString();
process.env.DATABASE_URL = urlAs(url.toString(), TEST_APP_LOGIN);
process.env.REDIS_URL = inject('redisUrl');
process.env.REDIS_PREFIX = `hft:${name}`;
process.env.NODE_ENV = 'test';

afterAll(async () => {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await cleanup.end();
});
