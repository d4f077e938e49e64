// Public catalogue calls against a bare Fastify route answering the same bytes (docs/domain.md D7:
// the shop must reach at least 50% of the bare route's throughput). A seeded database on the local
// Postgres, the real app in a child process, autocannon with 50 connections, both measured in the
// same run, one after the other, call by call.
import autocannon from 'autocannon';
import { loadConfig } from '../../apps/api/src/config.ts';
import { runSeed } from '../../prisma/seed/run.ts';
import { openBenchEnvironment, startBenchServer } from './_environment.ts';
import { lastRun, writeBenchmarkSection } from './_report.ts';

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

/** Several runs as one: the mean of their req/s, the median of their p99s, all their errors. */
function combine(runs: Measured[]): Measured {
  const p99s = runs.map((r) => r.p99Ms).sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(runs.reduce((n, r) => n + r.requestsPerSecond, 0) / runs.length),
    p99Ms: p99s[Math.floor(p99s.length / 2)]!,
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

export async function runCatalogBench(
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<CatalogBenchResult> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = 5;
  const roundSeconds = Math.max(1, Math.round(durationSeconds / rounds));
  const bench = await openBenchEnvironment('catalog');
  let servers: { shop: number; bare: number; stop(): Promise<void> } | null = null;
  try {
    await runSeed(loadConfig(bench.env));
    const targets = CALLS.map((c) => ({ path: `/web/hashforge/${c.call}`, body: JSON.stringify(c.body) }));
    servers = await startBenchServer<{ shop: number; bare: number }>('_catalog-server.ts', {
      ...bench.env,
      BENCH_TARGETS: JSON.stringify(targets),
    });
    const rows: CatalogBenchRow[] = [];
    for (const [i, t] of targets.entries()) {
      const shopUrl = `http://127.0.0.1:${servers.shop}${t.path}`;
      const bareUrl = `http://127.0.0.1:${servers.bare}${t.path}`;
      // Warm both up (JIT, caches, pools). Then short runs of each, interleaved and alternating who
      // goes first, so a burst of load from elsewhere on the machine hits both sides alike.
      await measure(shopUrl, t.body, connections, 2);
      await measure(bareUrl, t.body, connections, 2);
      const shopRuns: Measured[] = [];
      const bareRuns: Measured[] = [];
      for (let round = 0; round < rounds; round++) {
        const shopFirst = (round + i) % 2 === 0;
        const first = await measure(shopFirst ? shopUrl : bareUrl, t.body, connections, roundSeconds);
        const second = await measure(shopFirst ? bareUrl : shopUrl, t.body, connections, roundSeconds);
        shopRuns.push(shopFirst ? first : second);
        bareRuns.push(shopFirst ? second : first);
      }
      const shop = combine(shopRuns);
      const bare = combine(bareRuns);
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
    report(result);
    return result;
  } finally {
    await servers?.stop();
    await bench.close();
  }
}

const START = '<!-- bench:catalog:start -->';
const END = '<!-- bench:catalog:end -->';

/** Prints the figures and writes them into this benchmark's own section of docs/benchmarks.md. */
function report(r: CatalogBenchResult): void {
  const errors = r.rows.reduce((n, row) => n + row.shop.errors + row.bare.errors, 0);
  const section = [
    START,
    '## Public catalogue calls against a bare Fastify route',
    '',
    'Command: `npm run bench catalog` (or `pnpm exec tsx scripts/bench.ts catalog`; `BENCH_SECONDS=n` sets the',
    'length of each run). A fresh database with the demo seed (local Postgres, Redis); the real shop and a',
    'bare Fastify app answering the very same bytes run together in one child process; autocannon sends',
    `POST requests over ${r.connections} connections, ${r.durationSeconds} s in total to each, in five interleaved runs`,
    '(shop, bare, bare, shop, ...) after a 2 s warm-up of both, so load from elsewhere on the machine hits both',
    'alike. req/s is the mean of the runs, p99 their median. Target (docs/domain.md D7): the shop at 50% or',
    'more of the bare route.',
    '',
    `Last run: ${lastRun()}.`,
    '',
    '| call (body) | shop req/s | shop p99 ms | bare req/s | bare p99 ms | shop / bare |',
    '|---|---:|---:|---:|---:|---:|',
    ...r.rows.map(
      (row) =>
        `| ${row.call} \`${row.body}\` | ${row.shop.requestsPerSecond} | ${row.shop.p99Ms} | ${row.bare.requestsPerSecond} | ${row.bare.p99Ms} | ${(row.ratio * 100).toFixed(0)}% |`,
    ),
    '',
    `${r.passed ? 'PASS' : 'FAIL'}: the shop at 50% or more of the bare route for every call${errors ? ` (errors: ${errors})` : ', no errors'}.`,
    END,
  ].join('\n');
  console.log(section);
  writeBenchmarkSection(START, END, section);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runCatalogBench();
  process.exit(result.passed ? 0 : 1);
}
