import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { provisionRedis, provisionTestPostgres, repoRoot, TEST_APP_LOGIN } from '../../../../scripts/lib/services.ts';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate.ts';
import { ensureLoginRole } from '../../src/db/roles.ts';
import { chooseServices, imagesFromCompose, removeOnInterrupt } from './choose-services.ts';
import { probeEngine, type RunningContainer, removeContainersNow, startContainer } from './containers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    redisUrl: string;
  }
}

/**
 * A template database per migration set and grant step: each test file copies it (ARCHITECTURE.md,
 * "Tests"). The grants (roles.ts) are part of the name, so a run never reuses a template whose app
 * role got other rights, such as one built by a checkout where the tests ran as the owner.
 */
function templateName(): string {
  const hash = createHash('sha256');
  hash.update(TEST_APP_LOGIN.user);
  hash.update(readFileSync(path.join(import.meta.dirname, '../../src/db/roles.ts')));
  for (const name of readdirSync(defaultMigrationsDir).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(defaultMigrationsDir, name, 'migration.sql')));
  }
  return `hf_template_${hash.digest('hex').slice(0, 12)}`;
}

async function buildTemplate(adminUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Several test runs may start at once (CI and a developer): the lock makes one of them build it.
    await admin.query('SELECT pg_advisory_lock(727275)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${template}_wip"`);
      const url = new URL(adminUrl);
      url.pathname = `/${template}_wip`;
      await migrate(url.toString(), defaultMigrationsDir, () => {}, { appRole: TEST_APP_LOGIN.user });
      await admin.query(`ALTER DATABASE "${template}_wip" RENAME TO "${template}"`);
      await admin.query(`ALTER DATABASE "${template}" WITH IS_TEMPLATE true`);
    }
    await admin.query('SELECT pg_advisory_unlock(727275)');
  } finally {
    await admin.end();
  }
}

interface TestServices {
  adminDatabaseUrl: string;
  templateDatabase: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** Chooses the services (printing which and why), builds the template there; stops all on failure. */
async function startTestServices(): Promise<TestServices> {
  const containers: RunningContainer[] = [];
  const disarm = removeOnInterrupt(process, () => removeContainersNow(containers.map((c) => c.id)));
  const services = await chooseServices({
    env: process.env,
    images: imagesFromCompose(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')),
    probeEngine: () => probeEngine(),
    startContainer: async (service, image) => {
      const container = await startContainer(service, image);
      containers.push(container);
      return container;
    },
    fallback: (service) => (service === 'postgres' ? provisionTestPostgres() : provisionRedis()),
  }).catch((error: unknown) => {
    disarm();
    throw error;
  });
  // Nothing to remove on an interrupt when no container started (the fallbacks stop as before).
  if (containers.length === 0) disarm();
  console.log(services.postgres.line);
  console.log(services.redis.line);
  const stop = async () => {
    try {
      await services.redis.stop();
      await services.postgres.stop();
    } finally {
      disarm();
    }
  };
  const template = templateName();
  try {
    // The app's role, as the API of every test file connects (decision 020). Roles belong to the
    // whole server, which test runs of other checkouts share: ensureLoginRole takes them one by one.
    await ensureLoginRole(services.postgres.url, TEST_APP_LOGIN);
    await buildTemplate(services.postgres.url, template);
  } catch (error) {
    await stop();
    throw error;
  }
  return { adminDatabaseUrl: services.postgres.url, templateDatabase: template, redisUrl: services.redis.url, stop };
}

/**
 * The api and e2e projects each name this file; vitest runs every project's global set-up in the
 * one main process before any test and all teardowns at the end, so the first set-up starts the
 * services, the others share them, and the last teardown stops them: one pair per run.
 */
const shared = Symbol.for('hashforge.test-services');
type SharedServices = { users: number; ready: Promise<TestServices> };
const registry = globalThis as { [shared]?: SharedServices };

export default async function setup(project: TestProject) {
  registry[shared] ??= { users: 0, ready: startTestServices() };
  const entry = registry[shared];
  entry.users += 1;
  let services: TestServices;
  try {
    services = await entry.ready;
  } catch (error) {
    if (registry[shared] === entry) delete registry[shared];
    throw error;
  }
  project.provide('adminDatabaseUrl', services.adminDatabaseUrl);
  project.provide('templateDatabase', services.templateDatabase);
  project.provide('redisUrl', services.redisUrl);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    if (registry[shared] === entry) delete registry[shared];
    await services.stop();
  };
}
