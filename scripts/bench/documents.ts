// `npm run bench documents` (decision 026): 1,000 proforma invoices and 200 commercial invoices with 50
// serials each, rendered by one worker: documents per second and peak memory. The documents are
// issued on a fresh database as the shop issues them (issueDocument: numbered, content fixed), their
// render jobs queued at once (queueRender), and one worker process as compose runs it
// (`apps/api/src/worker.ts`, the documents queue at concurrency 1) renders them to PDF and stores
// them (render-document.ts). Peak memory is the worker's peak RSS as the kernel counts it (VmHWM) and
// its V8 heap read inside it every 2 s (_soak-probe.ts). The reference, in the same run and on the same
// cores: the renderer alone (renderDocumentPdf) in this process, on a one-page proforma invoice (the
// unit) and on the very contents the worker renders, with no database, queue or storage. Writes its
// section of docs/benchmarks.md.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/api/src/config.ts';
import { closeDeps, createDeps } from '../../apps/api/src/deps.ts';
import type { DocumentContent } from '../../apps/api/src/modules/trade-document/document-content.ts';
import { issueDocument } from '../../apps/api/src/modules/trade-document/issue-document.ts';
import { renderDocumentPdf } from '../../apps/api/src/modules/trade-document/pdf/render-pdf.ts';
import { DocumentStatus } from '../../apps/api/src/modules/trade-document/render-document.ts';
import { queueRender } from '../../apps/api/src/modules/trade-document/render-document.worker.ts';
import { sampleBuyers, sampleInvoice, sampleProforma } from '../../apps/api/test/support/document-samples.ts';
import { openBenchEnvironment } from './_environment.ts';
import { round1 } from './_latency.ts';
import { lastRun, writeBenchmarkSection } from './_report.ts';
import { startWorkerProcess, stopShopProcess } from './_shop-processes.ts';

const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const { default: pino } = (await import(apiRequire.resolve('pino'))) as { default: typeof import('pino').default };

const PROFORMAS = Number(process.env.DOCUMENTS_PI ?? 1000);
const INVOICES = Number(process.env.DOCUMENTS_INV ?? 200);
const SERIALS = 50;
/** How many of each kind the bare renderer draws for the reference (the same contents, in order). */
const REFERENCE_SHARE = 0.1;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => round1(bytes / 1048576);

/** The buyers' scripts the documents cycle through: Arabic, Chinese, and Turkish/Vietnamese/Cyrillic. */
const BUYERS = [sampleBuyers.arabic, sampleBuyers.chinese, sampleBuyers.mixed];

/** A PI of one to three lines, as most orders are; an invoice for a shipment of 50 machines of one model. */
const proforma = (i: number) => sampleProforma(1 + (i % 3), BUYERS[i % BUYERS.length]);
const invoice = (i: number) => sampleInvoice(1, SERIALS, BUYERS[i % BUYERS.length]);

function pagesOf(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

interface Bare {
  /** Wall time a document. */
  msEach: number;
  /** CPU time a document (this process's user and system time): what the machine's load changes least. */
  cpuMsEach: number;
  pages: number;
  bytes: number;
}

/** Renders each content with the renderer alone; answers wall and CPU ms a document, pages and bytes a document. */
async function bareRender(contents: DocumentContent[]): Promise<Bare> {
  let pages = 0;
  let bytes = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (const [i, content] of contents.entries()) {
    const pdf = await renderDocumentPdf({ number: `REF-2026-${String(i).padStart(6, '0')}`, content, logo: null });
    pages += pagesOf(pdf);
    bytes += pdf.length;
  }
  const used = process.cpuUsage(cpu);
  const n = contents.length;
  return {
    msEach: (performance.now() - start) / n,
    cpuMsEach: (used.user + used.system) / 1000 / n,
    pages: pages / n,
    bytes: bytes / n,
  };
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** A process's CPU time so far (user and system, /proc/<pid>/stat), in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name (in parentheses, which may hold spaces): utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
}

/** A process's resident set now and at its peak (/proc/<pid>/status), in bytes. */
function residentSet(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

interface DocumentsResult {
  seconds: number;
  docsPerSecond: number;
  stored: number;
  failed: number;
  idleRssMb: number;
  peakRssMb: number;
  peakHeapMb: number;
  bytesMb: number;
  /** The worker's CPU time from the first job queued to the last document stored. */
  cpuMs: number;
  onePage: Bare;
  barePi: Bare;
  bareInv: Bare;
}

export async function runDocumentsBench(): Promise<boolean> {
  // The reference first, before the shop's connections exist (rendering holds the event loop for
  // seconds, which Redis commands in flight would take for a timeout): the renderer warmed up on each
  // kind (30 documents: the first of each script are much slower, JIT and fonts), then a one-page PI
  // 50 times, and a tenth of the contents the worker will render.
  await bareRender(Array.from({ length: 30 }, (_, i) => (i % 2 ? invoice(i) : proforma(i))));
  const onePage = await bareRender(Array.from({ length: 50 }, () => sampleProforma(1, sampleBuyers.mixed)));
  if (onePage.pages !== 1) throw new Error(`the unit document has ${onePage.pages} pages, not 1`);
  const barePi = await bareRender(
    Array.from({ length: Math.ceil(PROFORMAS * REFERENCE_SHARE) }, (_, i) => proforma(i)),
  );
  const bareInv = await bareRender(Array.from({ length: Math.ceil(INVOICES * REFERENCE_SHARE) }, (_, i) => invoice(i)));

  const probeDir = mkdtempSync(path.join(tmpdir(), 'hf-documents-bench-'));
  const bench = await openBenchEnvironment('documents', { SOAK_PROBE_DIR: probeDir });
  const deps = await createDeps(loadConfig(bench.env), pino({ level: 'silent' }));
  let worker: ChildProcess | null = null;
  try {
    // The documents, issued as the shop issues them: numbered in the issuing transaction.
    const issuedAt = new Date();
    const ids: number[] = [];
    const contents: DocumentContent[] = [
      ...Array.from({ length: PROFORMAS }, (_, i) => proforma(i)),
      ...Array.from({ length: INVOICES }, (_, i) => invoice(i)),
    ];
    for (let i = 0; i < contents.length; i += 100) {
      const batch = contents.slice(i, i + 100);
      const issued = await deps.prisma.$transaction(async (tx) => {
        const out: number[] = [];
        for (const [j, content] of batch.entries())
          out.push((await issueDocument(tx, { kind: content.kind, orderId: i + j + 1, content, issuedAt })).id);
        return out;
      });
      ids.push(...issued);
    }

    worker = await startWorkerProcess(bench.env, path.join(probeDir, 'heartbeat'), 'worker');
    const pid = worker.pid!;
    const idle = residentSet(pid);

    const waiting = () => deps.prisma.tradeDocument.count({ where: { status: DocumentStatus.waiting } });
    let peakHeap = 0;
    const readHeap = () => {
      const file = path.join(probeDir, 'worker.json');
      if (!existsSync(file)) return;
      try {
        peakHeap = Math.max(peakHeap, (JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number }).heapUsed);
      } catch (error) {
        // Read while the probe rewrote the file: its next figure is read 100 ms on.
        if (!(error instanceof SyntaxError)) throw error;
      }
    };
    const start = performance.now();
    const cpuStart = cpuMs(pid);
    await queueRender(deps, ids);
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      readHeap();
      if ((await waiting()) === 0) break;
      if (Date.now() > deadline || worker.exitCode !== null) break;
      await sleep(100);
    }
    const seconds = (performance.now() - start) / 1000;
    const workerCpuMs = cpuMs(pid) - cpuStart;
    const memory = residentSet(pid);
    readHeap();
    const stored = await deps.prisma.tradeDocument.aggregate({
      where: { status: DocumentStatus.stored },
      _count: true,
      _sum: { byteSize: true },
    });
    const result: DocumentsResult = {
      seconds: round1(seconds),
      docsPerSecond: round1(stored._count / seconds),
      stored: stored._count,
      failed: ids.length - stored._count,
      idleRssMb: mb(idle.rss),
      peakRssMb: mb(memory.peak),
      peakHeapMb: mb(peakHeap),
      bytesMb: mb(stored._sum.byteSize ?? 0),
      cpuMs: workerCpuMs,
      onePage,
      barePi,
      bareInv,
    };
    return report(result);
  } finally {
    if (worker) await stopShopProcess(worker);
    await closeDeps(deps);
    await bench.close();
    rmSync(probeDir, { recursive: true, force: true });
  }
}

function report(r: DocumentsResult): boolean {
  const total = PROFORMAS + INVOICES;
  const mix = (f: (b: Bare) => number) => (PROFORMAS * f(r.barePi) + INVOICES * f(r.bareInv)) / total;
  const bareMs = mix((b) => b.msEach);
  const bareCpuMs = mix((b) => b.cpuMsEach);
  const workerMs = (r.seconds * 1000) / Math.max(1, r.stored);
  const workerCpuMs = r.cpuMs / Math.max(1, r.stored);
  const pages = mix((b) => b.pages);
  const passed = r.failed === 0;
  const f1 = (x: number) => x.toFixed(1);
  const row = (label: string, docs: string, seconds: string, ms: number, cpu: number, p: number, kb: string) =>
    `| ${label} | ${docs} | ${seconds} | ${f1(1000 / ms)} | ${f1(ms)} | ${f1(cpu)} | ${f1(p)} | ${kb} |`;
  const refCount = (n: number) => Math.ceil(n * REFERENCE_SHARE);
  /** A row of the renderer alone on `n` documents of one kind, from its figures a document. */
  const bareRow = (label: string, n: number, b: Bare) =>
    row(label, String(n), '', b.msEach, b.cpuMsEach, b.pages, String(Math.round(b.bytes / 1024)));
  const section = [
    '<!-- bench:documents:start -->',
    '## Trade documents: 1,000 proforma invoices and 200 commercial invoices, one worker',
    '',
    `Command: \`npm run bench documents\` (\`DOCUMENTS_PI=n\`, \`DOCUMENTS_INV=n\` other counts). On a fresh database`,
    `${PROFORMAS.toLocaleString('en-US')} proforma invoices (one to three lines) and ${INVOICES} commercial invoices (one line of ${SERIALS} serial numbers) are`,
    'issued as the shop issues them (`issueDocument`: numbered in the issuing transaction), their addresses in Arabic,',
    'Chinese and Turkish/Vietnamese/Cyrillic in turn; their render jobs are queued at once, and one worker process',
    '(`apps/api/src/worker.ts`, as compose runs it; the documents queue at concurrency 1) renders each PDF with pdfkit',
    'and stores it (`render-document.ts`). Time from queueing to the last document stored, and the CPU time the',
    "worker spent meanwhile (/proc). Peak memory: the worker's peak resident set as the kernel counts it (VmHWM), and",
    'its V8 heap read inside it every 2 s (`_soak-probe.ts`). The reference, measured first in the same run after a',
    'warm-up of 30 documents: the renderer alone (`renderDocumentPdf`) in the bench process, with no database, queue or',
    `storage, on a one-page proforma invoice (the unit) and on the first ${REFERENCE_SHARE * 100}% of the very contents the worker renders.`,
    'Wall time follows the load other sessions put on the two cores, which moves during a run; CPU time a document moves',
    'far less, so the comparison with the reference is made on it.',
    '',
    `Last run: ${lastRun()}.`,
    '',
    '| | documents | seconds | documents/s | wall ms a document | CPU ms a document | pages a document | KB a document |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row(
      'worker: render and store, all',
      `${r.stored} of ${total}`,
      f1(r.seconds),
      workerMs,
      workerCpuMs,
      pages,
      String(Math.round((r.bytesMb * 1024) / Math.max(1, r.stored))),
    ),
    row(
      'renderer alone, the same mix (reference)',
      `${total} (from ${REFERENCE_SHARE * 100}%)`,
      f1((bareMs * total) / 1000),
      bareMs,
      bareCpuMs,
      pages,
      '',
    ),
    bareRow('renderer alone, proforma invoices', refCount(PROFORMAS), r.barePi),
    bareRow(`renderer alone, invoices of ${SERIALS} serials`, refCount(INVOICES), r.bareInv),
    bareRow('renderer alone, a one-page proforma invoice (the unit)', 50, r.onePage),
    '',
    `One worker stored ${f1(r.docsPerSecond)} documents a second (${f1(workerMs)} ms of wall time each). It spent ${f1(workerCpuMs)} ms of CPU a document,`,
    `${Math.round((workerCpuMs / bareCpuMs) * 100)}% of the renderer alone's ${f1(bareCpuMs)} ms on the same mix, and ${f1(workerCpuMs / r.onePage.cpuMsEach)} one-page renders (CPU;`,
    `a proforma invoice alone ${f1(r.barePi.cpuMsEach / r.onePage.cpuMsEach)}, an invoice of ${SERIALS} serials ${f1(r.bareInv.cpuMsEach / r.onePage.cpuMsEach)}).`,
    `Worker memory: ${r.idleRssMb} MB resident before the first job, peak ${r.peakRssMb} MB; V8 heap at most ${r.peakHeapMb} MB. Stored: ${r.bytesMb} MB of PDFs.`,
    '',
    `${passed ? 'PASS' : 'FAIL'}: ${r.stored} of ${total} documents rendered and stored by one worker.`,
    '<!-- bench:documents:end -->',
  ].join('\n');
  writeBenchmarkSection('<!-- bench:documents:start -->', '<!-- bench:documents:end -->', section);
  console.log(section);
  return passed;
}
