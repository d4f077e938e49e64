// The serial CSV import's rate (docs/domain.md D7). The real shop in a child process on a fresh
// database; a signed-in merchandiser uploads a CSV of 10,000 serials to `POST /admin/api/serials/import` over
// HTTP (multipart, as the admin app sends it), three times: new serials, the same serials again
// (every row an update), and new serials once more. Target: 10,000 rows in under 5 s. Writes its
// section of docs/benchmarks.md.
import { loadConfig } from '../../apps/api/src/config.ts';
import { createPrisma } from '../../apps/api/src/db/client.ts';
import { signInStaff } from './_back-office.ts';
import { openBenchEnvironment, startBenchServer } from './_environment.ts';
import { lastRun, writeBenchmarkSection } from './_report.ts';

const ROWS = 10_000;
const TARGET_MS = 5_000;

export interface SerialRun {
  name: string;
  ms: number;
  rowsPerSecond: number;
  imported: number;
  updated: number;
  rejected: number;
}

function csv(prefix: string): string {
  const lines = ['machineCode,computingPower,afterEndTime,afterEndPlateTime'];
  for (let i = 1; i <= ROWS; i++) {
    lines.push(`${prefix}${String(i).padStart(6, '0')},${100 + (i % 50)}T,2027-06-30,2026-12-31`);
  }
  return `${lines.join('\n')}\n`;
}

export async function runSerialsBench(): Promise<{ runs: SerialRun[]; passed: boolean }> {
  const bench = await openBenchEnvironment('serials');
  const prisma = createPrisma(loadConfig(bench.env).DATABASE_URL);
  let server: { port: number; stop(): Promise<void> } | null = null;
  try {
    const merchandiser = { email: 'merch@bench.example', name: 'Merchandiser', role: 'merchandiser' } as const;
    const { cookie, csrfToken } = await signInStaff(prisma, merchandiser);
    server = await startBenchServer<{ port: number }>('_order-server.ts', bench.env);
    const url = `http://127.0.0.1:${server.port}/admin/api/serials/import`;

    const upload = async (name: string, body: string): Promise<SerialRun> => {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'text/csv' }), 'serials.csv');
      const start = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrfToken },
        body: form,
      });
      const answer = (await res.json()) as {
        result: number;
        msg: string;
        data: { imported: number; updated: number; rejected: unknown[] };
      };
      const ms = Math.round(performance.now() - start);
      if (answer.result !== 1) throw new Error(`serials/import refused: ${answer.msg}`);
      return {
        name,
        ms,
        rowsPerSecond: Math.round((ROWS / ms) * 1000),
        imported: answer.data.imported,
        updated: answer.data.updated,
        rejected: answer.data.rejected.length,
      };
    };

    // Warm-up on a small file: JIT and the pool's connections.
    await upload('warm-up', csv('WARM').split('\n').slice(0, 101).join('\n'));
    const runs = [
      await upload('10,000 new serials', csv('SNA')),
      await upload('the same 10,000 again (all updates)', csv('SNA')),
      await upload('10,000 new serials, table holding 10,100', csv('SNB')),
    ];
    const stored = await prisma.machineSerial.count();
    const passed =
      runs.every((r) => r.ms < TARGET_MS && r.rejected === 0) &&
      runs[0]!.imported === ROWS &&
      runs[1]!.updated === ROWS &&
      stored === 2 * ROWS + 100;
    report(runs, passed);
    return { runs, passed };
  } finally {
    await server?.stop();
    await prisma.$disconnect();
    await bench.close();
  }
}

function report(runs: SerialRun[], passed: boolean): void {
  const rows = runs.map(
    (r) =>
      `| ${r.name} | ${r.ms} | ${r.rowsPerSecond.toLocaleString('en-US')} | ${r.imported} | ${r.updated} | ${r.rejected} |`,
  );
  const section = [
    '<!-- serials:start -->',
    '## Serial CSV import',
    '',
    `\`npm run bench serials\`: a merchandiser uploads ${ROWS.toLocaleString('en-US')} serials as a CSV to`,
    '`POST /admin/api/serials/import` over HTTP (multipart), parsed as it streams and upserted 1,000 rows per',
    `\`INSERT ... ON CONFLICT\`. Target: ${ROWS.toLocaleString('en-US')} rows in under ${TARGET_MS / 1000} s. **${passed ? 'PASS' : 'FAIL'}**.`,
    '',
    '| run | ms | rows/s | imported | updated | rejected |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Last run: ${lastRun()}.`,
    '<!-- serials:end -->',
  ].join('\n');
  writeBenchmarkSection('<!-- serials:start -->', '<!-- serials:end -->', section);
  console.log(section);
}
