// Public catalogue calls against a bare Fastify route answering the same bytes (DESIGN.md section 7:
// the shop must reach at least 50% of the bare route's throughput). A seeded database on the local
// Postgres, the real app in a child process, autocannon with 50 connections, both measured in the
// same run, one after the other, call by call.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { defaultMigrationsDir, migrate } from '../../apps/api/src/db/migrate.ts';
import { runSeed } from '../../prisma/seed/run.ts';
import { provisionRedis, provisionTestPostgres, repoRoot } from '../lib/services.ts';

export interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export interface CatalogBenchRow {
  call: string;
  body: string;
  shop: Measured;
  bare: Measured;
  /** shop requests/s divided by bare requests/s. */
  ratio: number;
}

export interface CatalogBenchResult {
  connections: number;
  durationSeconds: number;
  rows: CatalogBenchRow[];
  /** Every call at or above half the bare route's throughput. */
  passed: boolean;
}

const CALLS = [
  { call: 'product/getList', body: { page: 1, limit: 30 } },
  { call: 'product/get', body: { code: 'HF-S21-FORGE' } },
  { call: 'news/getPager', body: { page: 1, limit: 6, type: 1 } },
];

function measure(url: string, body: string, connections: number, duration: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections, duration },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx + result.timeouts,
        });
      },
    );
  });
}

async function startServers(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; shop: number; bare: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '_catalog-server.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const ports = JSON.parse(line) as { shop: number; bare: number };
  return { child, ...ports };
}

export async function runCatalogBench(
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<CatalogBenchResult> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const postgres = await provisionTestPostgres();
  const redis = await provisionRedis();
  const dbName = `hf_bench_catalog_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const dbUrl = new URL(postgres.url);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hf-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redis.url,
    REDIS_PREFIX: `hf-bench-${randomBytes(3).toString('hex')}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PROVIDER: 'hashforge',
  };
  let servers: Awaited<ReturnType<typeof startServers>> | null = null;
  try {
    await migrate(env.DATABASE_URL, defaultMigrationsDir);
    await runSeed(loadConfig(env));
    const targets = CALLS.map((c) => ({ path: `/web/hashforge/${c.call}`, body: JSON.stringify(c.body) }));
    servers = await startServers({ ...env, BENCH_TARGETS: JSON.stringify(targets) });
    const rows: CatalogBenchRow[] = [];
    for (const [i, t] of targets.entries()) {
      const shopUrl = `http://127.0.0.1:${servers.shop}${t.path}`;
      const bareUrl = `http://127.0.0.1:${servers.bare}${t.path}`;
      // A short warm-up of each (JIT, caches, connection pools), then the measured runs in
      // alternating order so neither side always goes first.
      await measure(shopUrl, t.body, connections, 2);
      await measure(bareUrl, t.body, connections, 2);
      const first = i % 2 === 0 ? 'shop' : 'bare';
      const a = await measure(first === 'shop' ? shopUrl : bareUrl, t.body, connections, durationSeconds);
      const b = await measure(first === 'shop' ? bareUrl : shopUrl, t.body, connections, durationSeconds);
      const shop = first === 'shop' ? a : b;
      const bare = first === 'shop' ? b : a;
      rows.push({
        call: CALLS[i]!.call,
        body: t.body,
        shop,
        bare,
        ratio: shop.requestsPerSecond / bare.requestsPerSecond,
      });
    }
    const result = {
      connections,
      durationSeconds,
      rows,
      passed: rows.every((r) => r.ratio >= 0.5 && r.shop.errors === 0),
    };
    printResult(result);
    return result;
  } finally {
    if (servers) {
      servers.child.stdin?.end();
      await new Promise((r) => servers!.child.once('exit', r));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    await redis.stop();
    await postgres.stop();
  }
}

function printResult(r: CatalogBenchResult): void {
  console.log(`catalogue calls, ${r.connections} connections, ${r.durationSeconds} s each`);
  console.log('| call | shop req/s | shop p99 ms | bare req/s | bare p99 ms | shop / bare |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of r.rows) {
    console.log(
      `| ${row.call} ${row.body} | ${row.shop.requestsPerSecond} | ${row.shop.p99Ms} | ${row.bare.requestsPerSecond} | ${row.bare.p99Ms} | ${(row.ratio * 100).toFixed(0)}% |`,
    );
  }
  const errors = r.rows.reduce((n, row) => n + row.shop.errors + row.bare.errors, 0);
  console.log(
    `${r.passed ? 'PASS' : 'FAIL'}: target is shop >= 50% of bare for every call${errors ? ` (errors: ${errors})` : ''}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runCatalogBench();
  process.exit(result.passed ? 0 : 1);
}
