// Decision 016: the back office's order list and search with 100,000 orders in the database, 10 staff
// at once, p99 under 50 ms per page. The real shop in a child process on a fresh database filled
// by generate_series (10,000 buyers, 100,000 orders over a year, every status), 10 signed-in
// warehouse staff each paging and searching through `POST /admin/api/orders/list` over HTTP, then
// one full CSV export of every order (streamed). Writes its section of docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createPrisma } from '../../apps/api/src/db/client.ts';
import { STAFF_COOKIE, sessionIdOf } from '../../apps/api/src/modules/staff/staff-sessions.ts';
import { openBenchEnvironment, startBenchServer } from './_environment.ts';
import { lastRun, writeBenchmarkSection } from './_report.ts';

const ORDERS = 100_000;
const BUYERS = 10_000;
const STAFF = 10;
/** Requests per staff member per scenario. */
const REQUESTS = 60;
const TARGET_P99_MS = 50;

export interface ScenarioResult {
  name: string;
  requests: number;
  faults: number;
  /** Rows on the page answered by the last request (what the scenario really exercised). */
  rows: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface AdminBenchResult {
  scenarios: ScenarioResult[];
  export: { rows: number; bytes: number; ms: number };
  passed: boolean;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

interface Scenario {
  name: string;
  /** The body of request `i` of staff member `s`. */
  body: (s: number, i: number) => Record<string, unknown>;
}

export async function runAdminBench(): Promise<AdminBenchResult> {
  const bench = await openBenchEnvironment('admin');
  const prisma = createPrisma(loadConfig(bench.env).DATABASE_URL);
  let server: { port: number; stop(): Promise<void> } | null = null;
  try {
    const t0 = performance.now();
    // Buyers and orders in a few statements: the benchmark measures reading them, not writing them.
    await prisma.$executeRawUnsafe(`
      INSERT INTO "user" (email, "passwordHash", "nickName", "updatedAt")
      SELECT 'buyer' || g || '@bench.example', 'x', 'buyer ' || g, now() FROM generate_series(1, ${BUYERS}) g`);
    await prisma.$executeRawUnsafe(`
      INSERT INTO "order" ("orderNo", "userId", "orderStatus", "productAmount", "payableAmount", "paidAmount",
        "expiresAt", "createdAt", "updatedAt")
      SELECT 'SO' || upper(substr(md5(g::text), 1, 14)),
        (SELECT min(id) FROM "user") + (g % ${BUYERS}),
        (ARRAY[0, 10, 20, 25, 30, 35, 40, 50])[1 + g % 8],
        1000 + g % 5000, 1000 + g % 5000,
        CASE WHEN g % 8 >= 4 THEN 1000 + g % 5000 ELSE 0 END,
        now() + interval '48 hours',
        now() - (g * interval '315 seconds'),
        now()
      FROM generate_series(1, ${ORDERS}) g`);
    // As autovacuum would leave them: statistics for the planner, the visibility map for index-only counts.
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "order"');
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "user"');
    const seedMs = Math.round(performance.now() - t0);

    // Ten warehouse staff (orders.read, no second factor required), each with a live session.
    const cookies: string[] = [];
    for (let i = 0; i < STAFF; i++) {
      const staff = await prisma.staff.create({
        data: { email: `warehouse${i}@bench.example`, name: `Warehouse ${i}`, role: 'warehouse', passwordHash: 'x' },
      });
      const token = randomBytes(32).toString('base64url');
      await prisma.staffSession.create({
        data: {
          id: sessionIdOf(token),
          staffId: staff.id,
          csrfToken: randomBytes(16).toString('hex'),
          expiresAt: new Date(Date.now() + 24 * 3600_000),
        },
      });
      cookies.push(`${STAFF_COOKIE}=${token}`);
    }
    const sample = await prisma.order.findMany({
      select: { orderNo: true, userId: true },
      orderBy: { id: 'asc' },
      skip: 1234,
      take: STAFF * REQUESTS,
    });
    const emails = new Map(
      (
        await prisma.user.findMany({
          where: { id: { in: sample.map((o) => o.userId) } },
          select: { id: true, email: true },
        })
      ).map((u) => [u.id, u.email]),
    );
    const pick = (s: number, i: number) => sample[(s * REQUESTS + i) % sample.length]!;
    const scenarios: Scenario[] = [
      { name: 'newest orders, pages 1-5', body: (_s, i) => ({ page: 1 + (i % 5), limit: 20 }) },
      { name: 'deep page (page 500 of 5000)', body: () => ({ page: 500, limit: 20 }) },
      { name: 'by status (30), pages 1-5', body: (_s, i) => ({ page: 1 + (i % 5), limit: 20, orderStatus: 30 }) },
      { name: 'search by order number', body: (s, i) => ({ page: 1, limit: 20, orderNo: pick(s, i).orderNo }) },
      {
        name: 'search by order-number prefix',
        body: (s, i) => ({ page: 1, limit: 20, orderNo: pick(s, i).orderNo.slice(0, 6) }),
      },
      {
        name: 'search by buyer email',
        body: (s, i) => ({ page: 1, limit: 20, email: emails.get(pick(s, i).userId)! }),
      },
      {
        name: 'dates (last 30 days), status 10',
        body: () => ({
          page: 1,
          limit: 20,
          orderStatus: 10,
          from: new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10),
        }),
      },
    ];

    server = await startBenchServer<{ port: number }>('_order-server.ts', bench.env);
    const url = `http://127.0.0.1:${server.port}/admin/api/orders/list`;
    const send = async (cookie: string, body: Record<string, unknown>) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { result: number; data: { total: number; list: unknown[] } },
      };
    };
    // Warm-up: JIT, the pool's connections, the planner's statistics in cache.
    for (const scenario of scenarios) {
      await Promise.all(cookies.map((c, s) => send(c, scenario.body(s, 0))));
    }

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const latencies: number[] = [];
      let faults = 0;
      let last = { rows: 0, total: 0 };
      await Promise.all(
        cookies.map(async (cookie, s) => {
          for (let i = 0; i < REQUESTS; i++) {
            const start = performance.now();
            const res = await send(cookie, scenario.body(s, i));
            latencies.push(performance.now() - start);
            if (res.status !== 200 || res.body.result !== 1) faults++;
            else last = { rows: res.body.data.list.length, total: res.body.data.total };
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      results.push({
        name: scenario.name,
        requests: latencies.length,
        faults,
        ...last,
        p50Ms: round1(percentile(latencies, 50)),
        p99Ms: round1(percentile(latencies, 99)),
        maxMs: round1(latencies[latencies.length - 1]!),
      });
    }

    // The whole table through the CSV export, read as it streams.
    const exportStart = performance.now();
    const res = await fetch(`http://127.0.0.1:${server.port}/admin/api/orders/export`, {
      headers: { cookie: cookies[0]! },
    });
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) newlines++;
    }
    const exported = { rows: newlines - 1, bytes, ms: Math.round(performance.now() - exportStart) };

    const passed = results.every((r) => r.faults === 0 && r.p99Ms < TARGET_P99_MS) && exported.rows === ORDERS;
    const result = { scenarios: results, export: exported, passed };
    report(result, seedMs);
    return result;
  } finally {
    await server?.stop();
    await prisma.$disconnect();
    await bench.close();
  }
}

const START = '<!-- bench:admin:start -->';
const END = '<!-- bench:admin:end -->';

function report(r: AdminBenchResult, seedMs: number): void {
  const section = [
    START,
    '## Back office: order list and search, 100,000 orders, 10 staff at once',
    '',
    'Command: `npm run bench admin`. The real shop in a child process on a fresh database: 10,000',
    `buyers and ${ORDERS.toLocaleString('en')} orders over a year in every status, inserted by generate_series`,
    `(${(seedMs / 1000).toFixed(1)} s). ${STAFF} signed-in warehouse staff send \`POST /admin/api/orders/list\` over HTTP at`,
    `once, ${REQUESTS} requests each per scenario (${STAFF * REQUESTS} per row), each answer the page of 20 and the total.`,
    `Target: p99 under ${TARGET_P99_MS} ms per page. Then one CSV export of every order (\`GET /admin/api/orders/export\`,`,
    'keyset batches of 1,000 streamed through csv-stringify).',
    '',
    `Last run: ${lastRun()}.`,
    '',
    '| scenario | requests | faults | rows | total | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...r.scenarios.map(
      (s) =>
        `| ${s.name} | ${s.requests} | ${s.faults} | ${s.rows} | ${s.total} | ${s.p50Ms} | ${s.p99Ms} | ${s.maxMs} |`,
    ),
    '',
    `CSV export: ${r.export.rows.toLocaleString('en')} rows, ${(r.export.bytes / 1e6).toFixed(1)} MB in ${(r.export.ms / 1000).toFixed(1)} s.`,
    '',
    `${r.passed ? 'PASS' : 'FAIL'}: every scenario's p99 under ${TARGET_P99_MS} ms with no faults, and the export holds every order.`,
    END,
  ].join('\n');
  console.log(section);
  writeBenchmarkSection(START, END, section);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runAdminBench();
  process.exit(result.passed ? 0 : 1);
}
