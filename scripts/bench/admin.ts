// Decision 016: the back office's order list and search with 100,000 orders in the database, 10 staff
// at once, p99 under 50 ms per page. The real shop in a child process on a fresh database filled
// by generate_series (10,000 buyers, 100,000 orders over a year, every status), 10 signed-in
// warehouse staff each paging and searching through `POST /admin/api/orders/list` over HTTP, then
// one full CSV export of every order (streamed). Writes its section of docs/benchmarks.md.
import { loadConfig } from '../../apps/api/src/config.ts';
import { createPrisma } from '../../apps/api/src/db/client.ts';
import { callAdmin, measureStaffCall, readOrderExport, type StaffCallFigures, signInStaff } from './_back-office.ts';
import { openBenchEnvironment, startBenchServer } from './_environment.ts';
import { lastRun, runWhenStartedAlone, writeBenchmarkSection } from './_report.ts';

const ORDERS = 100_000;
const BUYERS = 10_000;
const STAFF = 10;
/** Requests per staff member per scenario. */
const REQUESTS = 60;
const TARGET_P99_MS = 50;

export interface ScenarioResult extends StaffCallFigures {
  name: string;
}

export interface AdminBenchResult {
  scenarios: ScenarioResult[];
  export: { rows: number; bytes: number; ms: number };
  passed: boolean;
}

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
      const staff = { email: `warehouse${i}@bench.example`, name: `Warehouse ${i}`, role: 'warehouse' } as const;
      cookies.push((await signInStaff(prisma, staff)).cookie);
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
    const base = `http://127.0.0.1:${server.port}`;
    // Warm-up: JIT, the pool's connections, the planner's statistics in cache.
    for (const scenario of scenarios) {
      await Promise.all(cookies.map((c, s) => callAdmin(base, c, 'orders/list', scenario.body(s, 0))));
    }

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      results.push({
        name: scenario.name,
        ...(await measureStaffCall(base, cookies, 'orders/list', REQUESTS, scenario.body)),
      });
    }

    // The whole table through the CSV export, read as it streams.
    const exported = await readOrderExport(base, cookies[0]!);

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

await runWhenStartedAlone(import.meta.url, runAdminBench);
