// `npm run bench soak`: a shop that runs for months without a restart (docs/domain.md D7), as
// SOAK_MINUTES (30 for the report) of steady traffic on two API processes and one worker process
// (`apps/api/src/main.ts` with RUN_WORKERS=0 twice and `apps/api/src/worker.ts`, as compose runs them)
// sharing one Postgres and one Redis. The database starts with the data of 10,000 orders
// (_scale-seed.ts). The mix, paced so each minute asks the same: visitors browsing the catalogue and
// news; buyers adding to their cart, ordering, uploading a transfer proof and paging their orders;
// staff approving proofs, shipping paid orders with serials and answering repair tickets, and opening
// the dashboard; the worker's order sweep every 30 s and every order's expiry and reminder jobs.
// Every minute: requests per second, p50/p99, each process's RSS and heap (read in the process by
// _soak-probe.ts), Redis memory, the database's size and the BullMQ jobs kept by state. Writes its
// section of docs/benchmarks.md and the plot docs/benchmarks/soak.png.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/api/src/config.ts';
import { closeDeps, createDeps } from '../../apps/api/src/deps.ts';
import { createTestProduct } from '../../apps/api/test/support/factories/catalog.ts';
import { freePort, repoRoot } from '../lib/services.ts';
import { type BenchStaff, signInStaff } from './_back-office.ts';
import { createBenchBuyers } from './_buyers.ts';
import { openBenchEnvironment } from './_environment.ts';
import { percentile, round1 } from './_latency.ts';
import { renderCharts } from './_plot.ts';
import { lastRun, runWhenStartedAlone, writeBenchmarkSection } from './_report.ts';
import { scaleSize, seedScale } from './_scale-seed.ts';
import { startApiProcess, startWorkerProcess, stopShopProcess } from './_shop-processes.ts';

const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const { default: pino } = (await import(apiRequire.resolve('pino'))) as { default: typeof import('pino').default };

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
/** Warm-up before the growth is measured: 5 minutes, or a third of a short run. */
const WARMUP = Math.min(5, Math.floor(MINUTES / 3));
/** The window compared at both ends for p99: 5 minutes, or what a short run has after its warm-up. */
const WINDOW = Math.max(1, Math.min(5, Math.floor((MINUTES - WARMUP) / 2)));
const PRICE = '1999.00';
const VISITORS = 8;
const VISITOR_PAUSE_MS = 200;
const BUYERS = 4;
/** One buyer's round (cart, order, proof, orders page), paced: 4 buyers order 20 times a minute. */
const BUYER_ROUND_MS = 12_000;
const PLOT = path.join(repoRoot, 'docs/benchmarks/soak.png');
const RESULTS = path.join(repoRoot, 'docs/benchmarks/soak-results.json');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Per process: MB. */
  rssMb: Record<string, number>;
  heapMb: Record<string, number>;
  redisMb: number;
  databaseMb: number;
  jobs: { completed: number; failed: number; delayed: number; waiting: number; active: number };
  load: number;
}

interface SoakResult {
  at: string;
  machine: string;
  minutes: number;
  perMinute: Minute[];
  errorsByCall: Record<string, number>;
  requestsByCall: Record<string, number>;
  orders: number;
  approved: number;
  shipped: number;
  replies: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => round1(bytes / 1048576);

export async function runSoakBench(): Promise<boolean> {
  // SOAK_REPORT_ONLY=1 writes the report and plots again from the last run's figures.
  if (process.env.SOAK_REPORT_ONLY === '1') return report(JSON.parse(readFileSync(RESULTS, 'utf8')) as SoakResult);
  const jwtSecret = randomBytes(32).toString('hex');
  const probeDir = mkdtempSync(path.join(tmpdir(), 'hf-soak-probe-'));
  const bench = await openBenchEnvironment('soak', {
    JWT_SECRET: jwtSecret,
    ORDER_MAX_UNPAID: '1000',
    ORDER_SWEEP_SECONDS: '30',
    SOAK_PROBE_DIR: probeDir,
  });
  const config = loadConfig(bench.env);
  const deps = await createDeps(config, pino({ level: 'silent' }));
  const children: ChildProcess[] = [];
  try {
    console.log('[soak] seeding the data of 10,000 orders');
    const product = await createTestProduct(
      { deps },
      { productCode: 'SOAK-S21', sendCycles: [{ name: 'Spot', price: PRICE, stock: 10_000_000 }] },
    );
    await seedScale(bench.ownerUrl, scaleSize(10_000), (key, bytes) => deps.storage.put(key, bytes, 'image/png'));
    const buyers = await createBenchBuyers(deps.prisma, jwtSecret, BUYERS, {
      main: { productId: product.id, sendCycleId: product.sendCycleIds[0]! },
    });
    const staff: BenchStaff[] = [];
    for (let i = 0; i < 3; i++) {
      const owner = { email: `soak${i}@bench.example`, name: `Soak ${i}`, role: 'owner' } as const;
      staff.push(await signInStaff(deps.prisma, owner, { secondFactor: true }));
    }

    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) children.push(await startApiProcess(bench.env, port, `api-${i + 1}`));
    children.push(await startWorkerProcess(bench.env, path.join(probeDir, 'heartbeat'), 'worker'));
    console.log(`[soak] two API processes (${ports.join(', ')}) and a worker; ${MINUTES} minutes`);

    // The traffic. A load balancer in front of the two processes: each request goes to the next.
    let next = 0;
    const base = () => `http://127.0.0.1:${ports[next++ % ports.length]}`;
    let latencies: number[] = [];
    let requests = 0;
    let errors = 0;
    const errorsByCall: Record<string, number> = {};
    const requestsByCall: Record<string, number> = {};
    const counts = { orders: 0, approved: 0, shipped: 0, replies: 0 };
    const record = (call: string, started: number, ok: boolean, detail: string) => {
      latencies.push(performance.now() - started);
      requests++;
      requestsByCall[call] = (requestsByCall[call] ?? 0) + 1;
      if (!ok) {
        errors++;
        errorsByCall[call] = (errorsByCall[call] ?? 0) + 1;
        if (errorsByCall[call] <= 3) console.log(`[soak] ${call} failed: ${detail.slice(0, 300)}`);
      }
    };
    type Answer = { result: number; data: unknown; msg?: string };
    const call = async (
      name: string,
      url: string,
      init: RequestInit,
    ): Promise<{ ok: boolean; body: Answer | null }> => {
      const started = performance.now();
      try {
        const res = await fetch(url, init);
        const text = await res.text();
        const body = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Answer) : null;
        const ok = res.status === 200 && (body === null || body.result === 1);
        record(name, started, ok, `${res.status} ${text}`);
        return { ok, body };
      } catch (error) {
        record(name, started, false, String(error));
        return { ok: false, body: null };
      }
    };
    const shop = (name: string, body: unknown, token?: string) =>
      call(name, `${base()}/web/hashforge/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const admin = (s: BenchStaff, name: string, body: unknown) =>
      call(name, `${base()}/admin/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.csrfToken },
        body: JSON.stringify(body),
      });

    const endAt = Date.now() + MINUTES * 60_000;
    const running = () => Date.now() < endAt;
    const visitor = async (v: number) => {
      let i = v;
      while (running()) {
        const pick = i++ % 4;
        if (pick === 0) await shop('product/getList', { page: 1, limit: 30 });
        else if (pick === 1) await shop('product/get', { code: 'SOAK-S21' });
        else if (pick === 2) await shop('news/getPager', { page: 1, limit: 6, type: 1 });
        else await shop('product/getList', { page: 1, limit: 30, productClass: 'HashForge Test' });
        await sleep(VISITOR_PAUSE_MS);
      }
    };
    const buyer = async (b: number) => {
      const me = buyers[b]!;
      await sleep((b * BUYER_ROUND_MS) / BUYERS);
      while (running()) {
        const started = Date.now();
        await shop(
          'cart/create',
          { productId: product.id, productNum: 1, productSendCycleId: product.sendCycleIds[0] },
          me.token,
        );
        const cart = await shop('cart/getList', {}, me.token);
        const rows = (cart.body?.data as { id: number; currentPrice: string; productNum: number }[] | undefined) ?? [];
        if (rows.length > 0) {
          // What the cart page shows and sends: the sum of its rows, in cents.
          const cents = rows.reduce((a, r) => a + Math.round(Number(r.currentPrice) * 100) * r.productNum, 0);
          const amount = (cents / 100).toFixed(2);
          const order = await shop(
            'order/create',
            { cartIds: rows.map((r) => r.id), userShippingAddressId: me.addressId, productAmount: amount },
            me.token,
          );
          const orderNo = (order.body?.data as { orderNo?: string } | undefined)?.orderNo;
          if (orderNo) {
            counts.orders++;
            const form = new FormData();
            form.append('type', '2');
            form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
            const upload = await call('oss/client/uploadFile', `${base()}/web/hashforge/oss/client/uploadFile`, {
              method: 'POST',
              headers: { authorization: `Bearer ${me.token}` },
              body: form,
            });
            const fileId = (upload.body?.data as { id?: number } | undefined)?.id;
            if (fileId) {
              await shop(
                'order/aging/create',
                { orderNo, fileModels: [{ id: fileId }], currentPayAmount: amount },
                me.token,
              );
            }
          }
        }
        await shop('order/getPager', { page: 1, limit: 10 }, me.token);
        await sleep(Math.max(0, BUYER_ROUND_MS - (Date.now() - started)));
      }
    };
    const reviewer = async () => {
      while (running()) {
        const list = await admin(staff[0]!, 'payments/list', { page: 1, limit: 20, financeStatus: 0 });
        const proofs = (
          (list.body?.data as { list?: { proofId: number; currentPayAmount: string }[] })?.list ?? []
        ).slice(0, 2);
        for (const p of proofs) {
          if (
            (await admin(staff[0]!, 'payments/approve', { proofId: p.proofId, receivedAmount: p.currentPayAmount })).ok
          )
            counts.approved++;
        }
        await admin(staff[0]!, 'dashboard/get', {});
        await sleep(2000);
      }
    };
    const shipper = async () => {
      let serial = 0;
      while (running()) {
        const list = await admin(staff[1]!, 'orders/list', { page: 1, limit: 20, orderStatus: 30 });
        const orders = ((list.body?.data as { list?: { orderNo: string }[] })?.list ?? []).slice(0, 2);
        for (const o of orders) {
          const detail = await admin(staff[1]!, 'orders/get', { orderNo: o.orderNo });
          const lines =
            (detail.body?.data as { lines?: { id: number; productNum: number; shippedNum: number }[] })?.lines ?? [];
          const shipment = lines
            .filter((l) => l.productNum > l.shippedNum)
            .map((l) => ({
              orderLineId: l.id,
              quantity: l.productNum - l.shippedNum,
              serials: Array.from(
                { length: l.productNum - l.shippedNum },
                () => `SOAK${String(++serial).padStart(8, '0')}`,
              ),
            }));
          if (shipment.length === 0) continue;
          const shipped = await admin(staff[1]!, 'orders/ship', {
            orderNo: o.orderNo,
            carrier: 'DHL',
            trackingNo: `SOAK${serial}`,
            lines: shipment,
          });
          if (shipped.ok) counts.shipped++;
        }
        await sleep(2000);
      }
    };
    const repairs = async () => {
      let i = 0;
      while (running()) {
        const list = await admin(staff[2]!, 'aftersales/list', { page: 1 + (i % 5), limit: 20 });
        // Completed requests take no more messages: support answers the open ones.
        const tickets = ((list.body?.data as { list?: { id: number; status: number }[] })?.list ?? []).filter(
          (t) => t.status !== 50,
        );
        const ticket = tickets[i++ % Math.max(1, tickets.length)];
        if (ticket) {
          await admin(staff[2]!, 'aftersales/get', { id: ticket.id });
          if (
            (await admin(staff[2]!, 'aftersales/reply', { id: ticket.id, content: `<p>We are on it (${i}).</p>` })).ok
          )
            counts.replies++;
        }
        await sleep(5000);
      }
    };

    // Each minute's figures.
    const perMinute: Minute[] = [];
    const sampler = (async () => {
      for (let minute = 1; minute <= MINUTES; minute++) {
        await sleep(Math.max(0, endAt - (MINUTES - minute) * 60_000 - Date.now()));
        const sorted = latencies.sort((a, b) => a - b);
        const rssMb: Record<string, number> = {};
        const heapMb: Record<string, number> = {};
        for (const name of ['api-1', 'api-2', 'worker']) {
          const probe = JSON.parse(readFileSync(path.join(probeDir, `${name}.json`), 'utf8')) as {
            rss: number;
            heapUsed: number;
          };
          rssMb[name] = mb(probe.rss);
          heapMb[name] = mb(probe.heapUsed);
        }
        const info = await deps.redis.info('memory');
        const jobs = { completed: 0, failed: 0, delayed: 0, waiting: 0, active: 0 };
        for (const queue of Object.values(deps.queues)) {
          const c = await queue.getJobCounts('completed', 'failed', 'delayed', 'waiting', 'active');
          for (const k of Object.keys(jobs) as (keyof typeof jobs)[]) jobs[k] += c[k] ?? 0;
        }
        const size = await deps.sql.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n');
        const m: Minute = {
          minute,
          requests,
          errors,
          rps: round1(requests / 60),
          p50Ms: sorted.length ? round1(percentile(sorted, 50)) : 0,
          p99Ms: sorted.length ? round1(percentile(sorted, 99)) : 0,
          rssMb,
          heapMb,
          redisMb: mb(Number(/used_memory:(\d+)/.exec(info)![1])),
          databaseMb: mb(Number(size.rows[0]!.n)),
          jobs,
          load: round1(loadavg()[0]!),
        };
        perMinute.push(m);
        console.log(`[soak] ${JSON.stringify(m)}`);
        latencies = [];
        requests = 0;
        errors = 0;
      }
    })();
    await Promise.all([
      ...Array.from({ length: VISITORS }, (_, v) => visitor(v)),
      ...Array.from({ length: BUYERS }, (_, b) => buyer(b)),
      reviewer(),
      shipper(),
      repairs(),
      sampler,
    ]);

    const result: SoakResult = {
      at: new Date().toISOString(),
      machine: lastRun(),
      minutes: MINUTES,
      perMinute,
      errorsByCall,
      requestsByCall,
      ...counts,
    };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    return await report(result);
  } finally {
    for (const child of children) await stopShopProcess(child);
    await closeDeps(deps);
    await bench.close();
    rmSync(probeDir, { recursive: true, force: true });
  }
}

interface Verdict {
  name: string;
  met: boolean;
  figure: string;
}

/**
 * The completed jobs BullMQ may keep at most: notify's 5,000 (24 h) and each of the five other queues'
 * 1,000 (queues.ts; the scheduled runs keep fewer). Failed ones are bounded by age as well (docs/retention.md).
 */
const FINISHED_JOBS_BOUND = 5000 + 1000 * 5;

function verdicts(r: SoakResult): Verdict[] {
  const m = r.perMinute;
  const errors = m.reduce((a, x) => a + x.errors, 0);
  const end = m[m.length - 1]!;
  const growth = (a: number, b: number) => (a > 0 ? (b - a) / a : 0);
  const names = Object.keys(end.rssMb);
  const mean = (xs: number[]) => round1(xs.reduce((a, b) => a + b, 0) / xs.length);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  // The first window after the warm-up and the last one. Memory is each window's mean (one sample a
  // minute lands anywhere between two collections); p99 is the median of the windows' minutes, so one
  // minute when another process took the cores does not decide it; the max is shown beside it.
  const first = m.slice(WARMUP, WARMUP + WINDOW);
  const last = m.slice(-WINDOW);
  const span = `minutes ${WARMUP + 1}-${WARMUP + WINDOW} -> ${MINUTES - WINDOW + 1}-${MINUTES}`;
  const memory = (pick: (x: Minute) => Record<string, number>) =>
    names.map((n) => {
      const a = mean(first.map((x) => pick(x)[n]!));
      const b = mean(last.map((x) => pick(x)[n]!));
      return { n, a, b, g: growth(a, b) };
    });
  const rss = memory((x) => x.rssMb);
  const heap = memory((x) => x.heapMb);
  const p99First = median(first.map((x) => x.p99Ms));
  const p99Last = median(last.map((x) => x.p99Ms));
  const kept = (x: Minute) => x.jobs.completed + x.jobs.failed;
  const perMinute = round1((kept(end) - kept(first[0]!)) / Math.max(1, MINUTES - WARMUP - 1));
  const pct = (g: number) => `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)}%`;
  return [
    {
      name: 'no errors',
      met: errors === 0,
      figure: `${errors} errors in ${m.reduce((a, x) => a + x.requests, 0)} requests`,
    },
    {
      name: 'RSS grows less than 10% after the warm-up',
      met: rss.every((x) => x.g < 0.1),
      figure: `window means, ${span}: ${rss.map((x) => `${x.n} ${x.a} -> ${x.b} MB (${pct(x.g)})`).join(', ')}`,
    },
    {
      name: 'heap grows less than 10% after the warm-up',
      met: heap.every((x) => x.g < 0.1),
      figure: `window means, ${span}: ${heap.map((x) => `${x.n} ${x.a} -> ${x.b} MB (${pct(x.g)})`).join(', ')}`,
    },
    {
      name: `p99 of the last ${WINDOW} minutes within 20% of the first ${WINDOW} after the warm-up`,
      met: p99Last <= p99First * 1.2,
      figure: `median of the minutes' p99, ${span}: ${p99First} -> ${p99Last} ms (${pct(growth(p99First, p99Last))}); the worst minute ${Math.max(...first.map((x) => x.p99Ms))} -> ${Math.max(...last.map((x) => x.p99Ms))} ms`,
    },
    {
      name: `finished BullMQ jobs kept stay under the queues' bounds (${FINISHED_JOBS_BOUND.toLocaleString('en')})`,
      met: kept(end) <= FINISHED_JOBS_BOUND && end.jobs.failed === 0,
      figure: `${kept(end)} kept at the end (${end.jobs.failed} failed), ${perMinute} more a minute: the notify queue's sent mails, which BullMQ keeps 24 h up to 5,000, a level this run's ${MINUTES} minutes do not reach. Redis ${m[0]!.redisMb} -> ${end.redisMb} MB; the delayed expiry and reminder jobs (each order's, due at 48 h and 36 h) ${first[0]!.jobs.delayed} -> ${end.jobs.delayed}, bounded by two days of orders`,
    },
  ];
}

async function report(r: SoakResult): Promise<boolean> {
  const m = r.perMinute;
  const labels = m.map((x) => String(x.minute));
  const names = Object.keys(m[0]!.rssMb);
  const colours = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];
  const line = (label: string, data: number[], i: number, axis = 'y', dash = false) => ({
    label,
    data,
    borderColor: colours[i % colours.length],
    backgroundColor: colours[i % colours.length],
    yAxisID: axis,
    pointRadius: 2,
    ...(dash ? { borderDash: [6, 4] } : {}),
  });
  const chart = (title: string, datasets: unknown[], y: string, y2?: string) => ({
    type: 'line',
    data: { labels, datasets },
    options: {
      plugins: { title: { display: true, text: title } },
      scales: {
        x: { title: { display: true, text: 'minute' } },
        y: { beginAtZero: true, title: { display: true, text: y }, position: 'left' },
        ...(y2
          ? {
              y2: {
                beginAtZero: true,
                title: { display: true, text: y2 },
                position: 'right',
                grid: { drawOnChartArea: false },
              },
            }
          : {}),
      },
    },
  });
  const panels = [
    chart(
      'Requests per second and latency',
      [
        line(
          'requests/s',
          m.map((x) => x.rps),
          0,
          'y2',
        ),
        line(
          'p50 ms',
          m.map((x) => x.p50Ms),
          1,
        ),
        line(
          'p99 ms',
          m.map((x) => x.p99Ms),
          2,
        ),
      ],
      'ms',
      'requests/s',
    ),
    chart(
      'Each process: RSS (solid) and V8 heap used (dashed)',
      [
        ...names.map((n, i) =>
          line(
            `${n} RSS`,
            m.map((x) => x.rssMb[n]!),
            i,
          ),
        ),
        ...names.map((n, i) =>
          line(
            `${n} heap`,
            m.map((x) => x.heapMb[n]!),
            i,
            'y',
            true,
          ),
        ),
      ],
      'MB',
    ),
    chart(
      'Redis, Postgres and BullMQ',
      [
        line(
          'Redis used memory (MB)',
          m.map((x) => x.redisMb),
          0,
        ),
        line(
          'Postgres database (MB)',
          m.map((x) => x.databaseMb),
          1,
        ),
        line(
          'BullMQ completed + failed kept',
          m.map((x) => x.jobs.completed + x.jobs.failed),
          2,
          'y2',
        ),
        line(
          'BullMQ delayed (expiry, reminders)',
          m.map((x) => x.jobs.delayed),
          3,
          'y2',
        ),
      ],
      'MB',
      'jobs',
    ),
  ];
  const files = panels.map((_, i) => PLOT.replace(/\.png$/, `-${i + 1}.png`));
  await renderCharts(panels.map((config, i) => ({ file: files[i]!, spec: { width: 900, height: 380, config } })));

  const v = verdicts(r);
  const passed = v.every((x) => x.met);
  const START = '<!-- bench:soak:start -->';
  const END = '<!-- bench:soak:end -->';
  const total = m.reduce((a, x) => a + x.requests, 0);
  const section = [
    START,
    `## Soak: ${r.minutes} minutes of steady traffic on two API processes and a worker`,
    '',
    'Command: `npm run bench soak` (`SOAK_MINUTES=n` sets the length; 30 for the report). Two API processes',
    '(`apps/api/src/main.ts`, `RUN_WORKERS=0`) and one worker (`apps/api/src/worker.ts`), as compose runs them, on one',
    'Postgres and one Redis; the database starts with the data of 10,000 orders (`scripts/bench/_scale-seed.ts`).',
    'Requests alternate between the two processes. The steady mix: 8 visitors browsing (product list, a product, news)',
    `every ${VISITOR_PAUSE_MS} ms; ${BUYERS} buyers each every ${BUYER_ROUND_MS / 1000} s adding to the cart, ordering, uploading a transfer proof and`,
    'paging their orders; a finance reviewer approving the waiting proofs and opening the dashboard every 2 s; a',
    'warehouse clerk shipping paid orders with serials every 2 s; support answering repair tickets every 5 s;',
    "the worker sweeping orders every 30 s (`ORDER_SWEEP_SECONDS`) besides every order's expiry and reminder jobs.",
    "Each process's RSS and V8 heap are read inside it (`scripts/bench/_soak-probe.ts`, loaded with `--import`).",
    `Targets (docs/domain.md D7): no errors; after a ${WARMUP}-minute warm-up RSS and heap grow less than 10% to the end;`,
    `the p99 of the last ${WINDOW} minutes within 20% of the first ${WINDOW} after the warm-up; Redis bounded (finished jobs`,
    'trimmed); the tables that only grow have a rule (docs/retention.md).',
    '',
    `Last run: ${r.machine}; load average by minute: ${m.map((x) => x.load).join(', ')}.`,
    '',
    `${total.toLocaleString('en')} requests: ${r.orders} orders placed, ${r.approved} proofs approved, ${r.shipped} orders shipped,`,
    `${r.replies} repair replies. By call: ${Object.entries(r.requestsByCall)
      .map(([k, n]) => `\`${k}\` ${n}${r.errorsByCall[k] ? ` (${r.errorsByCall[k]} errors)` : ''}`)
      .join(', ')}.`,
    '',
    ...files.map((f, i) => `![soak plot ${i + 1}](benchmarks/${path.basename(f)})`),
    '',
    `| minute | req/s | errors | p50 ms | p99 ms | ${names.map((n) => `${n} RSS / heap MB`).join(' | ')} | Redis MB | DB MB | jobs kept (completed+failed) | delayed |`,
    `|---:|---:|---:|---:|---:|${names.map(() => '---:').join('|')}|---:|---:|---:|---:|`,
    ...m.map(
      (x) =>
        `| ${x.minute} | ${x.rps} | ${x.errors} | ${x.p50Ms} | ${x.p99Ms} | ${names.map((n) => `${x.rssMb[n]} / ${x.heapMb[n]}`).join(' | ')} | ${x.redisMb} | ${x.databaseMb} | ${x.jobs.completed + x.jobs.failed} | ${x.jobs.delayed} |`,
    ),
    '',
    ...v.map((x) => `- ${x.met ? 'met' : '**not met**'}: ${x.name}: ${x.figure}.`),
    '',
    `${passed ? 'PASS' : 'FAIL'}: ${v.filter((x) => x.met).length} of ${v.length} targets met.`,
    END,
  ].join('\n');
  console.log(section);
  writeBenchmarkSection(START, END, section);
  return passed;
}

await runWhenStartedAlone(import.meta.url, runSoakBench);
