import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { provisionRedis, provisionTestPostgres } from '../../../../scripts/lib/services.ts';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    redisUrl: string;
  }
}

/** A template database per migration set: each test file copies it (CONVENTIONS.md, Tests). */
function templateName(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(defaultMigrationsDir).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(defaultMigrationsDir, name, 'migration.sql')));
  }
  return `hf_template_${hash.digest('hex').slice(0, 12)}`;
}

export default async function setup(project: TestProject) {
  const postgres = await provisionTestPostgres();
  const redis = await provisionRedis();
  const template = templateName();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    // Several test runs may start at once (CI and a developer): the lock makes one of them build it.
    await admin.query('SELECT pg_advisory_lock(727275)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${template}_wip"`);
      const url = new URL(postgres.url);
      url.pathname = `/${template}_wip`;
      await migrate(url.toString(), defaultMigrationsDir);
      await admin.query(`ALTER DATABASE "${template}_wip" RENAME TO "${template}"`);
      await admin.query(`ALTER DATABASE "${template}" WITH IS_TEMPLATE true`);
    }
    await admin.query('SELECT pg_advisory_unlock(727275)');
  } finally {
    await admin.end();
  }
  project.provide('adminDatabaseUrl', postgres.url);
  project.provide('templateDatabase', template);
  project.provide('redisUrl', redis.url);
  return async () => {
    await redis.stop();
    await postgres.stop();
  };
}
