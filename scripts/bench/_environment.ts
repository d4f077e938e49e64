import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { defaultMigrationsDir, migrate } from '../../apps/api/src/db/migrate.ts';
import { ensureLoginRole, urlAs } from '../../apps/api/src/db/roles.ts';
import { provisionRedis, provisionTestPostgres, repoRoot, TEST_APP_LOGIN } from '../lib/services.ts';

export interface BenchEnvironment {
  /** What the shop reads its database, Redis and data directory from; `extra` overrides the rest. */
  env: NodeJS.ProcessEnv & { DATABASE_URL: string };
  /** The database as its owner (who migrated it): what a seeder, VACUUM and pg_dump connect as. */
  ownerUrl: string;
  /** The server's owner connection (the Postgres the database lives on), to create and drop others beside it. */
  serverUrl: string;
  /** Drops the database and removes the data directory; stops what was provisioned. */
  close(): Promise<void>;
}

/**
 * What each benchmark measures the shop on: a fresh, migrated database `hf_bench_<name>_...` on the
 * local Postgres, which the shop reaches as the app's role as in production (decision 020), Redis
 * under a prefix of its own, and a private data directory.
 */
export async function openBenchEnvironment(name: string, extra: NodeJS.ProcessEnv = {}): Promise<BenchEnvironment> {
  const postgres = await provisionTestPostgres();
  const redis = await provisionRedis();
  const dbName = `hf_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const dbUrl = new URL(postgres.url);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `hf-bench-${name}-`));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    REDIS_URL: redis.url,
    REDIS_PREFIX: `hf-bench-${name}-${randomBytes(3).toString('hex')}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PROVIDER: 'hashforge',
    ...extra,
    DATABASE_URL: urlAs(dbUrl.toString(), TEST_APP_LOGIN),
  };
  const close = async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    await redis.stop();
    await postgres.stop();
  };
  try {
    await ensureLoginRole(postgres.url, TEST_APP_LOGIN);
    await migrate(dbUrl.toString(), defaultMigrationsDir, () => {}, { appRole: TEST_APP_LOGIN.user });
  } catch (error) {
    await close();
    throw error;
  }
  return { env, close, ownerUrl: dbUrl.toString(), serverUrl: postgres.url };
}

/**
 * A bench server (`_<name>-server.ts` beside this file) in a process of its own, so the load
 * generator does not share its event loop. Answers the JSON line it prints once it listens (its
 * ports), and `stop`, which closes its stdin, the server's cue to exit, and waits until it has.
 */
export async function startBenchServer<Ports>(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<Ports & { stop(): Promise<void> }> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server (open it in Chrome's DevTools or
  // speedscope): where a request's time goes (docs/benchmarks.md, "Where an order's time goes").
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(import.meta.dirname, script)], {
    cwd: repoRoot,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    ...(JSON.parse(line) as Ports),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin?.end();
      await exited;
    },
  };
}
