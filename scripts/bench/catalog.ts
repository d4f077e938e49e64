// Public catalogue calls against a bare Fastify route answering the same bytes (docs/domain.md D7:
// the shop at 80% or more of the bare route's throughput, raised from the 50% it first asked). A
// seeded database on the local Postgres, the real app in a child process, autocannon with 50
// connections, all measured in the same run, one after the other, call by call. Two bare routes:
// one sends the shop's answer whole (its security headers, type and ETag, and its body), the
// reference of the targets; the other sends only the body, so what those headers cost is shown
// rather than hidden.
import autocannon from 'autocannon';
import { loadConfig } from '../../apps/api/src/config.ts';
import { runSeed } from '../../prisma/seed/run.ts';
import { openBenchEnvironment, startBenchServer } from './_environment.ts';
import { lastRun, runWhenStartedAlone, writeBenchmarkSection } from './_report.ts';

export interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export interface CatalogBenchRow {
  call: string;
  body: string;
  shop: Measured;
  /** The bare route sending the shop's answer whole: the same headers and body. */
  bare: Measured;
  /** The bare route sending the same body with Fastify's default headers only. */
  bareBody: Measured;
  /** shop requests/s divided by bare requests/s. */
  ratio: number;
  /** shop requests/s divided by body-only bare requests/s. */
  bodyRatio: number;
}

export interface CatalogBenchResult {
  connections: number;
  durationSeconds: number;
  rows: CatalogBenchRow[];
  /**
   * Every call at or above TARGET of the same-bytes bare route's throughput, and no errors (docs/domain.md D7).
   * The body-only route is reported beside it: what is left against it is the security headers'
   * bytes, which every answer must carry (docs/domain.md D5).
   */
  passed: boolean;
}

/** docs/domain.md D7's target: the shop at 80% of the bare route answering the same bytes. */
const TARGET = 0.8;
/** docs/domain.md D7's earlier floor, still reported. */
const D7_FLOOR = 0.5;

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
  let servers: { shop: number; bare: number; bareBody: number; stop(): Promise<void> } | null = null;
  try {
    await runSeed(loadConfig(bench.env));
    const targets = CALLS.map((c) => ({ path: `/web/hashforge/${c.call}`, body: JSON.stringify(c.body) }));
    servers = await startBenchServer<{ shop: number; bare: number; bareBody: number }>('_catalog-server.ts', {
      ...bench.env,
      BENCH_TARGETS: JSON.stringify(targets),
    });
    const rows: CatalogBenchRow[] = [];
    const sides = ['shop', 'bare', 'bareBody'] as const;
    for (const [i, t] of targets.entries()) {
      const urls = Object.fromEntries(sides.map((side) => [side, `http://127.0.0.1:${servers![side]}${t.path}`]));
      // Warm all up (JIT, caches, pools). Then short runs of each, interleaved and turning who goes
      // first, so a burst of load from elsewhere on the machine hits every side alike.
      for (const side of sides) await measure(urls[side]!, t.body, connections, 2);
      const runs: Record<(typeof sides)[number], Measured[]> = { shop: [], bare: [], bareBody: [] };
      for (let round = 0; round < rounds; round++) {
        for (let k = 0; k < sides.length; k++) {
          const side = sides[(round + i + k) % sides.length]!;
          runs[side].push(await measure(urls[side]!, t.body, connections, roundSeconds));
        }
      }
      const shop = combine(runs.shop);
      const bare = combine(runs.bare);
      const bareBody = combine(runs.bareBody);
      rows.push({
        call: CALLS[i]!.call,
        body: t.body,
        shop,
        bare,
        bareBody,
        ratio: shop.requestsPerSecond / bare.requestsPerSecond,
        bodyRatio: shop.requestsPerSecond / bareBody.requestsPerSecond,
      });
    }
    const result = {
      connections,
      durationSeconds,
      rows,
      passed: rows.every((r) => r.ratio >= TARGET && r.shop.errors === 0),
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
  const errors = r.rows.reduce((n, row) => n + row.shop.errors + row.bare.errors + row.bareBody.errors, 0);
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const atFloor = r.rows.every((row) => row.ratio >= D7_FLOOR);
  const section = [
    START,
    '## Public catalogue calls against a bare Fastify route',
    '',
    'Command: `npm run bench catalog` (or `pnpm exec tsx scripts/bench.ts catalog`; `BENCH_SECONDS=n` sets the',
    'length of each run). A fresh database with the demo seed (local Postgres, Redis); the real shop and two',
    'bare Fastify apps run together in one child process. The bare route answers the very same bytes as the',
    "shop: its answer's body and its headers (the security headers, type and ETag that the contract asks of",
    "every answer); the body-only route sends the body with Fastify's default headers, to show what those",
    `headers cost. autocannon sends POST requests over ${r.connections} connections, ${r.durationSeconds} s in total to each,`,
    'in five interleaved runs (turning who goes first) after a 2 s warm-up of each, so load from elsewhere on',
    'the machine hits all alike. req/s is the mean of the runs, p99 their median. Target (docs/domain.md D7): the shop',
    `at ${pct(TARGET)} or more of the same-bytes bare route (docs/domain.md D7 asked ${pct(D7_FLOOR)}).`,
    '',
    `Last run: ${lastRun()}.`,
    '',
    '| call (body) | shop req/s | shop p99 ms | bare req/s | bare p99 ms | shop / bare | body-only req/s | shop / body-only |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...r.rows.map(
      (row) =>
        `| ${row.call} \`${row.body}\` | ${row.shop.requestsPerSecond} | ${row.shop.p99Ms} | ${row.bare.requestsPerSecond} | ${row.bare.p99Ms} | ${pct(row.ratio)} | ${row.bareBody.requestsPerSecond} | ${pct(row.bodyRatio)} |`,
    ),
    '',
    `${r.passed ? 'PASS' : 'FAIL'}: the shop at ${pct(TARGET)} or more of the same-bytes bare route for every call (docs/domain.md D7)${errors ? ` (errors: ${errors})` : ', no errors'}; ` +
      `at ${pct(D7_FLOOR)} or more (D7): ${atFloor ? 'yes' : 'no'}; ` +
      `at ${pct(TARGET)} or more of the body-only route: ${r.rows.filter((row) => row.bodyRatio >= TARGET).length} of ${r.rows.length} calls.`,
    '',
    'Until the target was raised to 80% the bare route sent the body only, so the headers every shop answer must carry (13',
    'security headers, type and ETag: about 600 bytes, which the server writes and autocannon parses) counted',
    "as the shop's slowness; the same-bytes route sends them too, and the body-only column keeps the old",
    'comparison. Against it, what is left is those headers: the same writes the same-bytes route makes,',
    'and no work of the shop. On a quiet machine five runs put it at 77–89% (the body-only route itself',
    'varies most, being the fastest).',
    "Where a cached call's time went (`BENCH_CPU_PROF`, and server CPU per request read from",
    '/proc between runs) and what was taken out without dropping any behaviour: the hooks of helmet,',
    "cookies and multipart, which ran on every route (multipart's two async ones added a socket listener",
    'and a promise per request), now run only in the context of the routes that use them, and a cached',
    'answer sends its own security headers, built once per answer with its ETag; a hit is looked up by',
    'its JSON text before the text is parsed (parsed, guarded and validated only on a miss), makes no',
    'closure or promise, and is not handed back to Fastify to await. Then (decision 019) no context that',
    'serves cached calls has an onResponse hook: such a hook makes Fastify listen for the end of every',
    "response, so the request log is written by Fastify's log controller (called at that end only when a",
    'logger is set) and the cached calls are metered as they send; the request metrics are kept as plain',
    "numbers per series instead of prom-client's label hashing on every request (the same exposition), and",
    'request ids are a tag and a count instead of a UUID. What is left beside the bare route: two callback',
    'hooks (arrival, send) and the metrics, the socket timeouts of decision 012 and the cache lookup.',
    END,
  ].join('\n');
  console.log(section);
  writeBenchmarkSection(START, END, section);
}

await runWhenStartedAlone(import.meta.url, runCatalogBench);
