// docs/domain.md D7: `order/create` with 200 concurrent buyers on 10 units of one send cycle must
// sell exactly 10. The real shop in a child process on a fresh database, 200 buyers with approved
// KYC, an address and a cart row each, all submitting at the same moment over HTTP. A second round
// on ample stock measures orders per second when every order succeeds (all on one stock row, the
// worst case for its lock). A "ceiling" round then does the least an order must do straight on
// Postgres with `pg` (same pool size as the shop), so the shop's rate reads as a share of what the
// database gives on this machine in the same run. Writes its section of docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createPrisma } from '../../apps/api/src/db/client.ts';
import { createTestProduct } from '../../apps/api/test/support/factories/catalog.ts';
import { type BenchBuyer, createBenchBuyers } from './_buyers.ts';
import { openBenchEnvironment, startBenchServer } from './_environment.ts';
import { type LatencyFigures, latencyFigures, round1 } from './_latency.ts';
import { breakDownProfile, newestProfile, type ProfileBreakdown } from './_profile.ts';
import { lastRun, runWhenStartedAlone, writeBenchmarkSection } from './_report.ts';

export interface RoundResult extends LatencyFigures {
  buyers: number;
  stock: number;
  sold: number;
  stockLeft: number;
  refused: number;
  faults: number;
  wallMs: number;
  /** Successful orders per second of wall time. */
  ordersPerSecond: number;
  /** Answers (orders and refusals) per second of wall time. */
  answersPerSecond: number;
}

export interface OrderBenchResult {
  contended: RoundResult;
  /** Ample and ceiling rounds taken in turns, so load from elsewhere on the machine falls on both. */
  pairs: { ample: RoundResult; ceiling: RoundResult; share: number }[];
  /** The median pair's figures (by share). */
  ample: RoundResult;
  ceiling: RoundResult;
  /** The ample round's orders/s as a percentage of the ceiling round's, median of the pairs. */
  shareOfCeiling: number;
  /** Exactly the stock sold in the contended round, no faults anywhere. */
  passed: boolean;
  /** docs/domain.md D7: at least 300 orders/s, at least 50% of the ceiling, p99 under 1 s (the median pair). */
  targetsMet: boolean;
}

const BUYERS = 200;
const UNITS = 10;
const PRICE = '3899.00';
/** Ample and ceiling rounds, taken in turns. */
const PAIRS = 3;
const TARGET_ORDERS_PER_SECOND = 300;
const TARGET_SHARE = 50;
const TARGET_P99_MS = 1_000;

type Round = 'warmup' | 'contended' | `ample${number}` | `ceiling${number}`;
type Buyer = BenchBuyer<Round>;

async function round(
  url: string,
  buyers: Buyer[],
  which: keyof Buyer['cartIds'],
  stock: number,
  stockOf: () => Promise<number>,
): Promise<RoundResult> {
  const latencies: number[] = [];
  let sold = 0;
  let refused = 0;
  let faults = 0;
  const start = performance.now();
  await Promise.all(
    buyers.map(async (b) => {
      const t0 = performance.now();
      const res = await fetch(`${url}/web/hashforge/order/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
        body: JSON.stringify({ cartIds: [b.cartIds[which]], userShippingAddressId: b.addressId, productAmount: PRICE }),
      });
      const body = (await res.json()) as { result: number; msg: string };
      latencies.push(performance.now() - t0);
      if (res.status !== 200) faults++;
      else if (body.result === 1) sold++;
      else refused++;
    }),
  );
  const wallMs = performance.now() - start;
  return summarise({ latencies, wallMs, stock, sold, refused, faults, stockLeft: await stockOf() });
}

function summarise(r: {
  latencies: number[];
  wallMs: number;
  stock: number;
  sold: number;
  refused: number;
  faults: number;
  stockLeft: number;
}): RoundResult {
  const latencies = [...r.latencies];
  return {
    buyers: latencies.length,
    stock: r.stock,
    sold: r.sold,
    stockLeft: r.stockLeft,
    refused: r.refused,
    faults: r.faults,
    wallMs: Math.round(r.wallMs),
    ordersPerSecond: round1(r.sold / (r.wallMs / 1000)),
    answersPerSecond: round1(latencies.length / (r.wallMs / 1000)),
    ...latencyFigures(latencies),
  };
}

/**
 * The ceiling: each buyer's order as the fewest statements that still do an order's work in one
 * transaction (lock the buyer's cart row, take stock only if enough is left, insert the order with
 * its line and address, delete the cart row), straight on Postgres. No HTTP, decryption, session
 * check, validation or ORM: what is left is what the database itself costs on this machine.
 */
async function ceilingRound(
  databaseUrl: string,
  buyers: Buyer[],
  which: Round,
  product: { id: number; sendCycleId: number },
  stock: number,
  stockOf: () => Promise<number>,
): Promise<RoundResult> {
  // The shop's own pool size (apps/api/src/db/client.ts), so both rounds have the same connections.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const latencies: number[] = [];
  let sold = 0;
  let refused = 0;
  let faults = 0;
  const expiresAt = new Date(Date.now() + 48 * 3600_000);
  try {
    // Every connection open before the clock starts, as the shop's pool is after its warm-up.
    await Promise.all(Array.from({ length: 10 }, () => pool.query('SELECT 1')));
    const start = performance.now();
    await Promise.all(
      buyers.map(async (b, i) => {
        const t0 = performance.now();
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const cart = await client.query<{ productNum: number }>(
            'SELECT "productNum" FROM cart_item WHERE id = $1 AND "userId" = $2 FOR UPDATE',
            [b.cartIds[which], b.userId],
          );
          const quantity = cart.rows[0]!.productNum;
          const taken = await client.query(
            'UPDATE product_send_cycle SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock',
            [product.sendCycleId, quantity],
          );
          if (taken.rowCount === 0) {
            await client.query('ROLLBACK');
            refused++;
            return;
          }
          const order = await client.query<{ id: number }>(
            `INSERT INTO "order" ("orderNo", "userId", "productAmount", "payableAmount", "expiresAt", "updatedAt")
             VALUES ($1, $2, $3, $3, $4, now()) RETURNING id`,
            [`CEIL${Date.now()}${i}`, b.userId, PRICE, expiresAt],
          );
          const orderId = order.rows[0]!.id;
          await client.query(
            `INSERT INTO order_line ("orderId", "productId", "productSendCycleId", "productClass", "categoryName",
               "productName", "sendCycleName", "unitPrice", "productNum", "payableAmount", "mainImage")
             VALUES ($1, $2, $3, 'Bitcoin miner', 'Bench', 'Bench machine', 'Spot', $4, $5, $4, '')`,
            [orderId, product.id, product.sendCycleId, PRICE, quantity],
          );
          await client.query(
            `INSERT INTO order_address ("orderId", "receiverName", "mobileCode", mobile, country, city, postcode, "receiverFirstAddr")
             SELECT $1, "receiverName", "mobileCode", mobile, country, city, postcode, "receiverFirstAddr"
               FROM shipping_address WHERE id = $2`,
            [orderId, b.addressId],
          );
          await client.query('DELETE FROM cart_item WHERE id = $1', [b.cartIds[which]]);
          await client.query('COMMIT');
          sold++;
        } catch (error) {
          faults++;
          await client.query('ROLLBACK').catch(() => undefined);
          console.error('ceiling round fault:', error);
        } finally {
          client.release();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const wallMs = performance.now() - start;
    return summarise({ latencies, wallMs, stock, sold, refused, faults, stockLeft: await stockOf() });
  } finally {
    await pool.end();
  }
}

export async function runOrderBench(): Promise<OrderBenchResult> {
  const jwtSecret = randomBytes(48).toString('hex');
  // Each buyer orders once per round: more than the shop's cap on unpaid orders (docs/domain.md D3) allows.
  const bench = await openBenchEnvironment('order', { JWT_SECRET: jwtSecret, ORDER_MAX_UNPAID: '20' });
  const prisma = createPrisma(loadConfig(bench.env).DATABASE_URL);
  let server: { port: number; stop(): Promise<void> } | null = null;
  try {
    const make = (productCode: string, stock: number) =>
      createTestProduct({ deps: { prisma } }, { productCode, sendCycles: [{ name: 'Spot', price: PRICE, stock }] });
    const contended = await make('BENCH-LAST10', UNITS);
    const warmup = await make('BENCH-WARMUP', 100_000);
    // A product of its own per round: a buyer has one cart row per send cycle.
    const ample: Awaited<ReturnType<typeof make>>[] = [];
    const ceiling: Awaited<ReturnType<typeof make>>[] = [];
    for (let i = 0; i < PAIRS; i++) {
      ample.push(await make(`BENCH-AMPLE-${i}`, 100_000));
      ceiling.push(await make(`BENCH-CEILING-${i}`, 100_000));
    }

    const cart = (p: { id: number; sendCycleIds: number[] }) => ({ productId: p.id, sendCycleId: p.sendCycleIds[0]! });
    const carts: Record<Round, { productId: number; sendCycleId: number }> = {
      warmup: cart(warmup),
      contended: cart(contended),
    };
    ample.forEach((p, i) => {
      carts[`ample${i}`] = cart(p);
    });
    ceiling.forEach((p, i) => {
      carts[`ceiling${i}`] = cart(p);
    });
    const buyers: Buyer[] = await createBenchBuyers(prisma, jwtSecret, BUYERS, carts);

    server = await startBenchServer<{ port: number }>('_order-server.ts', bench.env);
    const url = `http://127.0.0.1:${server.port}`;
    const stockOf = (id: number) => async () =>
      (await prisma.productSendCycle.findUniqueOrThrow({ where: { id } })).stock;
    // Warm-up (JIT, the pool's connections, prepared plans) on a product of its own.
    await round(url, buyers.slice(0, 50), 'warmup', 100_000, stockOf(warmup.sendCycleIds[0]!));
    const contendedRound = await round(url, buyers, 'contended', UNITS, stockOf(contended.sendCycleIds[0]!));
    const pairs: OrderBenchResult['pairs'] = [];
    for (let i = 0; i < PAIRS; i++) {
      const a = await round(url, buyers, `ample${i}`, 100_000, stockOf(ample[i]!.sendCycleIds[0]!));
      const c = await ceilingRound(
        bench.env.DATABASE_URL,
        buyers,
        `ceiling${i}`,
        { id: ceiling[i]!.id, sendCycleId: ceiling[i]!.sendCycleIds[0]! },
        100_000,
        stockOf(ceiling[i]!.sendCycleIds[0]!),
      );
      pairs.push({ ample: a, ceiling: c, share: Math.round((a.ordersPerSecond / c.ordersPerSecond) * 1000) / 10 });
    }
    const median = [...pairs].sort((x, y) => x.share - y.share)[Math.floor(PAIRS / 2)]!;
    const ampleRound = median.ample;
    const ceilingRoundResult = median.ceiling;
    const shareOfCeiling = median.share;
    const ordersInDb = await prisma.orderLine.aggregate({
      where: { productSendCycleId: contended.sendCycleIds[0]! },
      _sum: { productNum: true },
    });
    const passed =
      contendedRound.sold === UNITS &&
      contendedRound.stockLeft === 0 &&
      ordersInDb._sum.productNum === UNITS &&
      contendedRound.faults === 0 &&
      pairs.every((p) => p.ample.sold === BUYERS && p.ample.faults === 0 && p.ceiling.sold === BUYERS);
    const targetsMet =
      ampleRound.ordersPerSecond >= TARGET_ORDERS_PER_SECOND &&
      shareOfCeiling >= TARGET_SHARE &&
      ampleRound.p99Ms < TARGET_P99_MS;
    const result: OrderBenchResult = {
      contended: contendedRound,
      pairs,
      ample: ampleRound,
      ceiling: ceilingRoundResult,
      shareOfCeiling,
      passed,
      targetsMet,
    };
    await server.stop(); // the server writes its CPU profile as it exits
    server = null;
    const profileDir = process.env.BENCH_CPU_PROF;
    const profile = profileDir ? newestProfile(profileDir) : null;
    report(result, profile ? breakDownProfile(profile) : null);
    return result;
  } finally {
    await server?.stop();
    await prisma.$disconnect();
    await bench.close();
  }
}

const START = '<!-- bench:order-create:start -->';
const END = '<!-- bench:order-create:end -->';

function profileLines(p: ProfileBreakdown | null): string[] {
  if (!p) return [];
  const orders = 50 + (1 + PAIRS) * BUYERS; // the warm-up, the contended round and the ample rounds the server served
  return [
    '',
    "### Where an order's time goes (the server's CPU)",
    '',
    `Run with \`BENCH_CPU_PROF=<dir>\`: the server wrote a V8 CPU profile (\`${path.basename(p.file)}\`), and each sample`,
    'counts under the first layer of its stack, from the innermost frame out (scripts/bench/_profile.ts).',
    `Busy after start-up: ${p.busyMs} ms for ${orders} order/create requests, about ${(p.busyMs / orders).toFixed(1)} ms of CPU each`,
    `(start-up ${p.startupMs} ms and idle ${p.idleMs} ms not counted). The server is one Node process, so this CPU per`,
    'order, not Postgres, sets its rate: the ceiling round does the same SQL with almost no client-side work.',
    '',
    '| layer | CPU ms | share |',
    '|---|---:|---:|',
    ...p.layers.map((l) => `| ${l.layer} | ${l.ms} | ${l.share}% |`),
  ];
}

function report(r: OrderBenchResult, profile: ProfileBreakdown | null): void {
  const row = (label: string, x: RoundResult) =>
    `| ${label} | ${x.buyers} | ${x.stock} | ${x.sold} | ${x.stockLeft} | ${x.refused} | ${x.faults} | ${x.ordersPerSecond} | ${x.answersPerSecond} | ${x.p50Ms} | ${x.p99Ms} | ${x.maxMs} |`;
  const section = [
    START,
    '## order/create: 200 concurrent buyers',
    '',
    'Command: `npm run bench order-create` (or `pnpm exec tsx scripts/bench.ts order-create`). The real shop',
    'in a child process on a fresh database (local Postgres, Redis), 200 buyers with approved KYC, an',
    'address and one cart row each, every `order/create` sent at the same moment over HTTP.',
    '"contended": 10 units of one send cycle (the target: exactly 10 sold, stock never below 0).',
    '"ample": the same 200 buyers on one send cycle with 100000 units, so every order succeeds and',
    'all of them queue on the same stock row: orders per second in the worst case for its lock.',
    '"ceiling": the same 200 buyers, each order done as the fewest SQL statements that still do its',
    'work in one transaction (lock the cart row, conditional stock update, insert order, line and',
    'address, delete the cart row) straight on Postgres with `pg` and a pool of 10 (the shop has its',
    "main pool of 10 and checkout's own 4, decision 018), its connections open before the clock",
    'starts: no HTTP, session check, validation or ORM. It is the reference for the ample round.',
    `The two are taken in turns, ${PAIRS} of each, so load from elsewhere on the machine falls on both;`,
    "the figures are the median pair's (by share of the ceiling).",
    `Targets (docs/domain.md D7): at least ${TARGET_ORDERS_PER_SECOND} orders/s and ${TARGET_SHARE}% of the ceiling, p99 under ${TARGET_P99_MS} ms.`,
    '',
    `Last run: ${lastRun()}.`,
    '',
    '| round | buyers | stock | sold | stock left | refused | faults | orders/s | answers/s | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('contended', r.contended),
    ...r.pairs.flatMap((p, i) => [row(`ample ${i + 1}`, p.ample), row(`ceiling (pg) ${i + 1}`, p.ceiling)]),
    '',
    `Share of the ceiling, pair by pair: ${r.pairs.map((p) => `${p.share}%`).join(', ')}. The median pair: the shop's`,
    `ample round at ${r.ample.ordersPerSecond} orders/s with p99 ${r.ample.p99Ms} ms, ${r.shareOfCeiling}% of the ceiling's ${r.ceiling.ordersPerSecond} orders/s.`,
    '',
    ...profileLines(profile),
    '',
    `${r.passed ? 'PASS' : 'FAIL'}: exactly ${UNITS} units sold to ${BUYERS} concurrent buyers, no faults.`,
    `${r.targetsMet ? 'PASS' : 'FAIL'}: at least ${TARGET_ORDERS_PER_SECOND} orders/s, ${TARGET_SHARE}% of the ceiling and p99 under ${TARGET_P99_MS} ms on ample stock.`,
    END,
  ].join('\n');
  console.log(section);
  writeBenchmarkSection(START, END, section);
}

await runWhenStartedAlone(import.meta.url, runOrderBench);
