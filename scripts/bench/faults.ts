// Decision 012, measured: the shop under faults, written to docs/reliability.md.
// 1. Redis paused (SIGSTOP) for 30 s under 50 buyers browsing and ordering: requests answered, p99
//    during the outage, hangs, orders lost, and whether the orders expired on time afterwards.
// 2. Postgres cut under the same load (every backend of the shop's database terminated, twice):
//    errors, recovery time, orders written by halves.
// 3. Postgres frozen (docs/domain.md D7): the postmaster and its backends of a private cluster stopped with
//    SIGSTOP for 15 s under the same load, with readiness, password logins and order lists asked
//    every second: the longest answer, calls over 10 s, and the time to serve again after SIGCONT.
// 4. 10,000 malformed requests across every endpoint of the OpenAPI document, then broken uploads
//    (no boundary, cut short, another boundary, random bytes) and sealed calls with a NUL byte in
//    each string field: 5xx answers.
// The real shop (server and workers, decision 012) runs in a child process on a fresh database and
// a private redis-server the bench can pause; round 3 runs a second one on the private cluster.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createPrisma, type Db } from '../../apps/api/src/db/client.ts';
import { multipart, TINY_PNG } from '../../apps/api/test/support/factories/buying.ts';
import { createTestProduct } from '../../apps/api/test/support/factories/catalog.ts';
import { type MultipartParts, malformedMultipartShapes } from '../../apps/api/test/support/malformed-multipart.ts';
import { startPrivatePostgres } from '../../apps/api/test/support/private-postgres.ts';
import { startPrivateRedis } from '../../apps/api/test/support/private-redis.ts';
import { encryptRequest, importPublicKey } from '../../packages/contract/src/index.ts';
import { callDefinitions } from '../generate-call-routes.ts';
import { repoRoot } from '../lib/services.ts';
import { BENCH_PASSWORD, createBenchBuyers } from './_buyers.ts';
import { openBenchEnvironment, startBenchServer } from './_environment.ts';
import { lastRun } from './_report.ts';

const BUYERS = 50;
const OUTAGE_MS = 30_000;
/** A request not answered in this time counts as a hang. */
const HANG_MS = 30_000;
const EXPIRY_SECONDS = 60;
const SWEEP_SECONDS = 5;
const PRICE = '100.00';
const MALFORMED = 10_000;
/** Round 3: how long Postgres stays frozen, and the most any call may take meanwhile (docs/domain.md D7). */
const FREEZE_MS = 15_000;
const CALL_BOUND_MS = 10_000;
/** After the freeze, the shop must serve again by itself within this. */
const RECOVERY_BOUND_MS = 30_000;

interface Sample {
  at: number;
  ms: number;
  status: number; // 0: no answer (network error or hang)
  result: number | null;
  hang: boolean;
  kind: string;
  /** A 503 as decision 012 words it: Retry-After, and the envelope (or /readyz's own status body). */
  clean503: boolean;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

function jsonOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One timed request of the load or of a probe; answers the parsed body when it is JSON. */
async function send(
  url: string,
  init: { method?: string; body?: string; token?: string; ip?: string },
  kind: string,
  samples: Sample[],
): Promise<{ result: number; data: unknown } | null> {
  const t0 = performance.now();
  const sample: Sample = { at: Date.now(), ms: 0, status: 0, result: null, hang: false, kind, clean503: false };
  try {
    const res = await fetch(url, {
      method: init.method ?? 'POST',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(HANG_MS),
    });
    sample.status = res.status;
    const text = await res.text();
    const parsed = jsonOf(text);
    if (typeof parsed?.result === 'number') sample.result = parsed.result;
    const envelope = typeof parsed?.result === 'number' && typeof parsed.msg === 'string';
    sample.clean503 =
      res.status === 503 && res.headers.get('retry-after') !== null && (envelope || parsed?.status === 'unavailable');
    return envelope ? (parsed as unknown as { result: number; data: unknown }) : null;
  } catch (err) {
    sample.hang = (err as Error).name === 'TimeoutError';
    return null;
  } finally {
    sample.ms = performance.now() - t0;
    samples.push(sample);
  }
}

function post(url: string, body: string, token: string | undefined, kind: string, samples: Sample[]) {
  return send(url, { body, token }, kind, samples);
}

interface Buyer {
  id: number;
  email: string;
  token: string;
  addressId: number;
}

/** 50 buyers, each in a loop: browse the catalogue, put one unit in the cart, order it. */
function startLoad(base: string, buyers: Buyer[], product: { id: number; cycleId: number }) {
  const samples: Sample[] = [];
  const acknowledged: string[] = [];
  let running = true;
  const loops = buyers.map(async (b) => {
    while (running) {
      await post(`${base}/web/hashforge/product/getList`, '{"page":1,"limit":30}', undefined, 'browse', samples);
      await post(`${base}/web/hashforge/product/get`, '{"code":"BENCH-FAULTS"}', undefined, 'browse', samples);
      await post(
        `${base}/web/hashforge/cart/create`,
        JSON.stringify({ productId: product.id, productSendCycleId: product.cycleId, productNum: 1 }),
        b.token,
        'cart',
        samples,
      );
      const list = (await post(`${base}/web/hashforge/cart/getList`, '{}', b.token, 'cart', samples)) as {
        result: number;
        data: Array<{ id: number }>;
      } | null;
      const cartIds = list?.result === 1 ? list.data.map((r) => r.id) : [];
      if (cartIds.length === 1) {
        const answer = (await post(
          `${base}/web/hashforge/order/create`,
          JSON.stringify({ cartIds, userShippingAddressId: b.addressId, productAmount: PRICE }),
          b.token,
          'order',
          samples,
        )) as { result: number; data: { orderNo: string } } | null;
        if (answer?.result === 1) acknowledged.push(answer.data.orderNo);
      } else if (cartIds.length > 1) {
        // Cart rows left by orders that failed mid-outage: clear them and go on.
        for (const id of cartIds) {
          await post(`${base}/web/hashforge/cart/del`, JSON.stringify({ id }), b.token, 'cart', samples);
        }
      }
    }
  });
  return {
    samples,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function summarise(samples: Sample[], from: number, to: number) {
  const window = samples.filter((s) => s.at >= from && s.at < to);
  const answered = window.filter((s) => s.status > 0);
  return {
    requests: window.length,
    answered: answered.length,
    ok: window.filter((s) => s.status === 200 && s.result === 1).length,
    refused503: window.filter((s) => s.status === 503).length,
    other: window.filter((s) => s.status > 0 && s.status !== 200 && s.status !== 503).length,
    noAnswer: window.filter((s) => s.status === 0).length,
    hangs: window.filter((s) => s.hang).length,
    p50: percentile(
      answered.map((s) => s.ms),
      50,
    ),
    p99: percentile(
      answered.map((s) => s.ms),
      99,
    ),
    max: Math.round(Math.max(0, ...answered.map((s) => s.ms))),
    orders: window.filter((s) => s.kind === 'order' && s.result === 1).length,
    clean503: window.filter((s) => s.clean503).length,
    overBound: window.filter((s) => s.hang || s.ms > CALL_BOUND_MS).length,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Malformed bodies for an endpoint: wrong types, missing fields, huge strings, bad JSON, bad encryption. */
function malformedBodies(fields: string[]): string[] {
  const huge = 'x'.repeat(50_000);
  const out = [
    '{"page":',
    'not json at all',
    '[]',
    '"a string"',
    '42',
    'null',
    '{}',
    JSON.stringify({ params: 'bm90LWVuY3J5cHRlZA==', key: 'AAAA' }),
    JSON.stringify({ params: huge, key: huge.slice(0, 3000) }),
    JSON.stringify({ params: 12, key: [] }),
    `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  ];
  for (const value of [huge, -1, 1e308, true, null, { $gt: '' }, ['1', 2], 'NaN', '1 OR 1=1', '\u0000\uffff']) {
    out.push(JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))));
    for (const f of fields) out.push(JSON.stringify({ [f]: value }));
  }
  return out;
}

/** The bench's shop on a fresh database: one product with a million units, 50 buyers ready to order, carts empty. */
async function seedShop(
  prisma: Db,
  jwtSecret: string,
): Promise<{ product: { id: number; cycleId: number }; buyers: Buyer[] }> {
  const created = await createTestProduct(
    { deps: { prisma } },
    { productCode: 'BENCH-FAULTS', sendCycles: [{ name: 'Spot', price: PRICE, stock: 1_000_000 }] },
  );
  const buyers = (await createBenchBuyers(prisma, jwtSecret, BUYERS, {})).map((b) => ({
    id: b.userId,
    email: b.email,
    token: b.token,
    addressId: b.addressId,
  }));
  return { product: { id: created.id, cycleId: created.sendCycleIds[0]! }, buyers };
}

/** The key the shop's sealed calls are sealed with, as the storefront fetches it. */
async function shopPublicKey(base: string): Promise<CryptoKey> {
  const answer = (await (await fetch(`${base}/hashforge/user/getPublicKey`, { method: 'POST' })).json()) as {
    data: { publicKey: string };
  };
  return importPublicKey(answer.data.publicKey);
}

interface FrozenRound {
  before: ReturnType<typeof summarise>;
  frozen: ReturnType<typeof summarise>;
  after: ReturnType<typeof summarise>;
  probes: Array<{ name: string; asked: number; clean503: number; ok: number; maxMs: number }>;
  overBound: number;
  recoveryMs: number;
  lost: number;
  acknowledged: number;
}

/**
 * Round 3 (docs/domain.md D7, decision 012): the shop on a Postgres cluster of the bench's own, frozen with SIGSTOP
 * under the buyers' load while readiness, a password login and the order list are asked every
 * second. Every call must answer within CALL_BOUND_MS, a refusal as a clean 503, and the shop must
 * serve again within RECOVERY_BOUND_MS of SIGCONT without a restart.
 */
async function frozenRound(env: NodeJS.ProcessEnv, jwtSecret: string): Promise<FrozenRound> {
  const postgres = await startPrivatePostgres();
  let server: { port: number; stop(): Promise<void> } | null = null;
  let prisma: Db | null = null;
  try {
    const { ownerUrl, appUrl: url } = await postgres.createShopDatabase('hf_bench_frozen');
    prisma = createPrisma(url);
    const { product, buyers } = await seedShop(prisma, jwtSecret);
    server = await startBenchServer<{ port: number }>('_faults-server.ts', {
      ...env,
      DATABASE_URL: url,
      MIGRATION_DATABASE_URL: ownerUrl,
      REDIS_PREFIX: `${env.REDIS_PREFIX}-frozen`,
    });
    const base = `http://127.0.0.1:${server.port}`;
    const publicKey = await shopPublicKey(base);

    console.log('frozen postgres: load, then SIGSTOP for 15 s');
    const load = startLoad(base, buyers, product);
    const probeSamples: Sample[] = [];
    const asked: Promise<unknown>[] = [];
    let round = 0;
    const probe = async () => {
      round++;
      const buyer = buyers[round % buyers.length]!;
      // Signing in from an address of its own each time (TRUST_PROXY), as buyers do: the per-IP
      // login limit is not what this round measures.
      const ip = `10.27.${(round >> 8) & 255}.${round & 255}`;
      const sealed = await encryptRequest(publicKey, { username: buyer.email, password: BENCH_PASSWORD });
      await Promise.all([
        send(`${base}/readyz`, { method: 'GET', ip }, 'readyz', probeSamples),
        send(`${base}/hashforge/user/login`, { body: JSON.stringify(sealed.body), ip }, 'login', probeSamples),
        send(
          `${base}/web/hashforge/order/getPager`,
          { body: '{"page":1,"limit":10}', token: buyer.token, ip },
          'order/getPager',
          probeSamples,
        ),
      ]);
    };
    // Each second, whether the last ones have answered or not.
    const probes = setInterval(() => asked.push(probe()), 1_000);
    // The new server's first seconds (connections, prepared statements, the cache) are not measured.
    await sleep(20_000);
    const frozenAt = Date.now();
    postgres.freeze();
    await sleep(FREEZE_MS);
    postgres.thaw();
    const thawedAt = Date.now();
    await sleep(RECOVERY_BOUND_MS);
    clearInterval(probes);
    await Promise.all(asked);
    await load.stop();

    const all = [...load.samples, ...probeSamples];
    // Answered, whatever it said: a refusal the buyer can act on (an emptied cart) is an answer.
    const failuresAfter = all.filter((s) => s.at + s.ms >= thawedAt && s.status !== 200);
    const lastFailure = Math.max(thawedAt, ...failuresAfter.map((s) => s.at + s.ms));
    const kept = await prisma.order.count({ where: { orderNo: { in: load.acknowledged } } });
    return {
      // By when they were answered: a request asked just before the freeze waits in it.
      before: summarise(
        all.filter((s) => s.at >= frozenAt - 10_000 && s.at + s.ms < frozenAt),
        0,
        Number.MAX_SAFE_INTEGER,
      ),
      frozen: summarise(
        all.filter((s) => s.at + s.ms >= frozenAt && s.at < thawedAt),
        0,
        Number.MAX_SAFE_INTEGER,
      ),
      after: summarise(all, thawedAt, Number.MAX_SAFE_INTEGER),
      probes: ['readyz', 'login', 'order/getPager'].map((name) => {
        const times = probeSamples.filter((s) => s.kind === name && s.at + s.ms >= frozenAt && s.at < thawedAt);
        return {
          name,
          asked: times.length,
          clean503: times.filter((s) => s.clean503).length,
          ok: times.filter((s) => s.status === 200).length,
          maxMs: Math.round(Math.max(0, ...times.map((s) => s.ms))),
        };
      }),
      overBound: all.filter((s) => s.at + s.ms >= frozenAt && (s.hang || s.ms > CALL_BOUND_MS)).length,
      recoveryMs: failuresAfter.length === 0 ? 0 : Math.round(lastFailure - thawedAt),
      lost: load.acknowledged.length - kept,
      acknowledged: load.acknowledged.length,
    };
  } finally {
    postgres.thaw();
    await server?.stop();
    await prisma?.$disconnect();
    await postgres.stop();
  }
}

interface FuzzRequest {
  method: string;
  url: string;
  body?: string | Buffer;
  /** application/json unless said. */
  contentType?: string;
  token?: string;
  /** What the report names it by. */
  label?: string;
}

function statusText(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

/** Sends the requests 16 at a time, each from its own address; counts statuses and lists 5xx and silences. */
async function fire(base: string, requests: FuzzRequest[]) {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async (_, worker) => {
      for (;;) {
        const i = next++;
        if (i >= requests.length) return;
        const r = requests[i]!;
        let status = 0;
        try {
          const res = await fetch(r.url, {
            method: r.method,
            headers: {
              ...(r.body !== undefined ? { 'content-type': r.contentType ?? 'application/json' } : {}),
              ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
              // Each from its own address, so per-IP limits do not turn the run into 429s only.
              'x-forwarded-for': `10.${worker}.${(i >> 8) & 255}.${i & 255}`,
            },
            // A copy as a plain Uint8Array: fetch's types take no Buffer.
            body: typeof r.body === 'string' || r.body === undefined ? r.body : new Uint8Array(r.body),
            signal: AbortSignal.timeout(HANG_MS),
          });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          status = 0;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0)
          failures.push(`${status} ${r.method} ${r.url.replace(base, '')} ${r.label ?? String(r.body).slice(0, 60)}`);
      }
    }),
  );
  return { statuses, failures, ms: Math.round(performance.now() - started) };
}

/** The buyer's upload form as the storefront sends it, the file last (malformed-multipart.ts's convention). */
const UPLOAD_FORM: MultipartParts = [
  { name: 'type', value: '2' },
  { name: 'file', value: TINY_PNG, filename: 'proof.png', type: 'image/png' },
];

/**
 * Uploads broken the ways a review found answered 500 (malformed-multipart.ts's shapes, which the
 * upload tests send too: no boundary, cut short, another boundary than the body's, random bytes),
 * an empty body, and NUL bytes in a field's value, a file's name and a field's name. Each with and
 * without a buyer's token.
 */
function uploadShapes(base: string, paths: string[], token: string): FuzzRequest[] {
  const formWith = (parts: MultipartParts) => {
    const { payload, contentType } = multipart(parts);
    return { contentType, body: payload };
  };
  const shapes: Array<{ name: string; contentType: string; body: Buffer }> = [
    ...malformedMultipartShapes(UPLOAD_FORM),
    { name: 'empty', contentType: multipart(UPLOAD_FORM).contentType, body: Buffer.alloc(0) },
    { name: 'NUL in a field', ...formWith([{ name: 'type', value: '2\u0000' }, UPLOAD_FORM[1]!]) },
    {
      name: "NUL in a file's name",
      ...formWith([UPLOAD_FORM[0]!, { ...UPLOAD_FORM[1]!, filename: 'pro\u0000of.png' }]),
    },
    { name: "NUL in a field's name", ...formWith([{ name: 'ty\u0000pe', value: '2' }, UPLOAD_FORM[1]!]) },
  ];
  return paths.flatMap((p) =>
    shapes.flatMap((shape) =>
      [token, undefined].map((t) => ({
        method: 'POST',
        url: `${base}${p}`,
        body: shape.body,
        contentType: shape.contentType,
        token: t,
        label: shape.name,
      })),
    ),
  );
}

/**
 * Every sealed (encrypted) call of the contract with a NUL byte in each of its fields, and in all
 * at once, sealed properly, so the fields reach the call's own checks (modifyNameCover's nickName
 * among them): the plain bodies above never get past the seal.
 */
async function sealedNulShapes(base: string, publicKey: CryptoKey, token: string): Promise<FuzzRequest[]> {
  const out: FuzzRequest[] = [];
  const nul = 'A\u0000B';
  for (const [name, def] of callDefinitions()) {
    if (!def.encrypted) continue;
    const shape = (def.request as { shape?: Record<string, unknown> }).shape ?? {};
    const fields = Object.keys(shape);
    const bodies = [Object.fromEntries(fields.map((f) => [f, nul])), ...fields.map((f) => ({ [f]: nul }))];
    for (const fieldsSent of bodies) {
      const sealed = await encryptRequest(publicKey, fieldsSent);
      out.push({
        method: 'POST',
        url: `${base}${def.path.replace('{provider}', 'hashforge')}`,
        body: JSON.stringify(sealed.body),
        token: def.auth ? token : undefined,
        label: `${name} sealed, NUL in ${Object.keys(fieldsSent).join(', ') || 'nothing'}`,
      });
    }
  }
  return out;
}

export async function runFaultsBench(): Promise<void> {
  const jwtSecret = randomBytes(48).toString('hex');
  const redis = await startPrivateRedis();
  const bench = await openBenchEnvironment('faults', {
    JWT_SECRET: jwtSecret,
    REDIS_URL: redis.url,
    ORDER_EXPIRY_HOURS: String(EXPIRY_SECONDS / 3600),
    ORDER_SWEEP_SECONDS: String(SWEEP_SECONDS),
    ORDER_MAX_UNPAID: '1000',
    // The malformed requests each come from an address of their own (X-Forwarded-For), so per-IP
    // limits do not turn them into 429s before they reach the parsers they are meant for.
    TRUST_PROXY: 'true',
  });
  const config = loadConfig(bench.env);
  const prisma = createPrisma(config.DATABASE_URL);
  const admin = new pg.Client({ connectionString: config.DATABASE_URL });
  await admin.connect();
  let server: { port: number; stop(): Promise<void> } | null = null;
  try {
    const { product, buyers } = await seedShop(prisma, jwtSecret);

    server = await startBenchServer<{ port: number }>('_faults-server.ts', bench.env);
    const base = `http://127.0.0.1:${server.port}`;
    const target = product;

    // ---------------------------------------------------------------- 1. Redis paused for 30 s
    console.log('redis: load, then SIGSTOP for 30 s');
    const redisLoad = startLoad(base, buyers, target);
    await sleep(10_000);
    const pausedAt = Date.now();
    redis.pause();
    await sleep(OUTAGE_MS);
    redis.resume();
    const resumedAt = Date.now();
    await sleep(15_000);
    await redisLoad.stop();
    const redisBefore = summarise(redisLoad.samples, 0, pausedAt);
    const redisDuring = summarise(redisLoad.samples, pausedAt, resumedAt);
    const redisAfter = summarise(redisLoad.samples, resumedAt, Number.MAX_SAFE_INTEGER);
    const redisOrders = await prisma.order.findMany({
      where: { orderNo: { in: redisLoad.acknowledged } },
      select: { orderNo: true },
    });
    const redisLost = redisLoad.acknowledged.length - redisOrders.length;

    // ---------------------------------------------------------------- 2. Postgres cut under load
    console.log('postgres: load, then every backend terminated twice');
    const pgLoad = startLoad(base, buyers, target);
    await sleep(10_000);
    const cutAt = Date.now();
    let terminated = 0;
    for (let i = 0; i < 2; i++) {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      terminated += rowCount ?? 0;
      await sleep(500);
    }
    await sleep(15_000);
    await pgLoad.stop();
    const pgDuring = summarise(pgLoad.samples, cutAt, cutAt + 5_000);
    const pgAfter = summarise(pgLoad.samples, cutAt + 5_000, Number.MAX_SAFE_INTEGER);
    const failuresAfterCut = pgLoad.samples.filter((s) => s.at >= cutAt && !(s.status === 200 && s.result !== null));
    const lastFailure = Math.max(cutAt, ...failuresAfterCut.map((s) => s.at + s.ms));
    const recoveryMs = failuresAfterCut.length === 0 ? 0 : Math.round(lastFailure - cutAt);
    const pgOrders = await prisma.order.findMany({
      where: { orderNo: { in: pgLoad.acknowledged } },
      select: { id: true },
    });
    const pgLost = pgLoad.acknowledged.length - pgOrders.length;

    // ---------------------------------------------------------------- expiry of every order
    console.log('expiry: waiting for every order to expire');
    const waitUntil = Date.now() + (EXPIRY_SECONDS + SWEEP_SECONDS * 3 + 10) * 1000;
    for (;;) {
      const left = await prisma.order.count({ where: { orderStatus: 10 } });
      if (left === 0 || Date.now() > waitUntil) break;
      await sleep(2_000);
    }
    const lateness = await admin.query<{ total: string; expired: string; on_time: string; max_late: string | null }>(
      `SELECT count(*)::text AS total,
              count(*) FILTER (WHERE "orderStatus" = 0)::text AS expired,
              count(*) FILTER (WHERE "orderStatus" = 0 AND "canceledAt" <= "expiresAt" + interval '${SWEEP_SECONDS + 5} seconds')::text AS on_time,
              round(max(extract(epoch FROM "canceledAt" - "expiresAt")))::text AS max_late
         FROM "order"`,
    );
    const duringRedis = await admin.query<{ total: string; expired: string; on_time: string }>(
      `SELECT count(*)::text AS total,
              count(*) FILTER (WHERE "orderStatus" = 0)::text AS expired,
              count(*) FILTER (WHERE "orderStatus" = 0 AND "canceledAt" <= "expiresAt" + interval '${SWEEP_SECONDS + 5} seconds')::text AS on_time
         FROM "order" WHERE "createdAt" >= $1 AND "createdAt" < $2`,
      [new Date(pausedAt), new Date(resumedAt)],
    );
    const halves = await admin.query<{ orphans: string; stock_gap: string }>(
      `SELECT (SELECT count(*) FROM "order" o WHERE NOT EXISTS (SELECT 1 FROM order_line l WHERE l."orderId" = o.id))::text AS orphans,
              (1000000 - (SELECT stock FROM product_send_cycle WHERE id = $1)
                - (SELECT coalesce(sum(l."productNum"), 0) FROM order_line l JOIN "order" o ON o.id = l."orderId" WHERE o."orderStatus" <> 0))::text AS stock_gap`,
      [target.cycleId],
    );

    // ---------------------------------------------------------------- 3. Postgres frozen
    const frozen = await frozenRound(bench.env, jwtSecret);

    // ---------------------------------------------------------------- 4. malformed requests
    console.log('malformed: 10,000 requests across the OpenAPI document');
    const doc = (await (await fetch(`${base}/docs/json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
        >
      >;
    };
    const endpoints: Array<{ method: string; path: string; fields: string[] }> = [];
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        endpoints.push({
          method: method.toUpperCase(),
          path: p.replace(/\{[^}]+\}/g, 'hashforge'),
          fields: Object.keys(schema?.properties ?? {}),
        });
      }
    }
    const requests: FuzzRequest[] = [];
    let round = 0;
    while (requests.length < MALFORMED) {
      for (const e of endpoints) {
        const bodies = malformedBodies(e.fields);
        const body = bodies[round % bodies.length]!;
        const token = round % 2 === 0 ? buyers[round % BUYERS]!.token : undefined;
        if (e.method === 'GET') {
          requests.push({
            method: 'GET',
            url: `${base}${e.path}?id=${encodeURIComponent(body.slice(0, 2000))}&sig=%ZZ`,
            token,
          });
        } else {
          requests.push({ method: e.method, url: `${base}${e.path}`, body, token });
        }
        if (requests.length >= MALFORMED) break;
      }
      round++;
    }
    const malformed = await fire(base, requests);
    const malformedMs = malformed.ms;
    const statuses = malformed.statuses;
    const fivexx = malformed.failures;

    console.log('malformed: broken uploads and sealed calls with NUL bytes');
    const multipartPaths = new Set(['/web/hashforge/oss/client/uploadFile']);
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        if (op.requestBody?.content?.['multipart/form-data']) multipartPaths.add(p.replace(/\{[^}]+\}/g, 'hashforge'));
      }
    }
    const publicKey = await shopPublicKey(base);
    const edgeRequests = [
      ...uploadShapes(base, [...multipartPaths], buyers[0]!.token),
      ...(await sealedNulShapes(base, publicKey, buyers[1]!.token)),
    ];
    const edges = await fire(base, edgeRequests);

    // ---------------------------------------------------------------- report
    const l = lateness.rows[0]!;
    const dr = duringRedis.rows[0]!;
    const h = halves.rows[0]!;
    const statusList = statusText(statuses);
    const sealedCount = callDefinitions().filter(([, def]) => def.encrypted).length;
    const row = (w: ReturnType<typeof summarise>) =>
      [w.requests, w.ok, `${w.refused503} (${w.clean503})`, w.other, w.noAnswer, w.p50, w.p99, w.max, w.overBound].join(
        ' | ',
      );
    const md = `# Reliability

Produced by \`npm run bench faults\` (scripts/bench/faults.ts); decision 012 says what the shop does
when a backend is away. Last run: ${lastRun()}.

The real shop (server and workers in one process, as \`npm start\` runs them) on a fresh database
and a private redis-server; ${BUYERS} buyers each loop over: product list, product page, add to cart,
cart, order (one unit). Orders expire ${EXPIRY_SECONDS} s after creation (ORDER_EXPIRY_HOURS shortened for the
bench) and the expiry sweep runs every ${SWEEP_SECONDS} s (ORDER_SWEEP_SECONDS; 300 in production). A request not
answered within ${HANG_MS / 1000} s counts as a hang.

## Redis paused for ${OUTAGE_MS / 1000} s (SIGSTOP) under load

| window | requests | answered | ok | 503 | other status | no answer | hangs | p50 ms | p99 ms | max ms | orders placed |
|---|---|---|---|---|---|---|---|---|---|---|---|
| 10 s before | ${redisBefore.requests} | ${redisBefore.answered} | ${redisBefore.ok} | ${redisBefore.refused503} | ${redisBefore.other} | ${redisBefore.noAnswer} | ${redisBefore.hangs} | ${redisBefore.p50} | ${redisBefore.p99} | ${redisBefore.max} | ${redisBefore.orders} |
| **30 s paused** | ${redisDuring.requests} | ${redisDuring.answered} | ${redisDuring.ok} | ${redisDuring.refused503} | ${redisDuring.other} | ${redisDuring.noAnswer} | **${redisDuring.hangs}** | ${redisDuring.p50} | **${redisDuring.p99}** | ${redisDuring.max} | ${redisDuring.orders} |
| 15 s after | ${redisAfter.requests} | ${redisAfter.answered} | ${redisAfter.ok} | ${redisAfter.refused503} | ${redisAfter.other} | ${redisAfter.noAnswer} | ${redisAfter.hangs} | ${redisAfter.p50} | ${redisAfter.p99} | ${redisAfter.max} | ${redisAfter.orders} |

- Orders acknowledged to buyers: ${redisLoad.acknowledged.length}; found in the database: ${redisOrders.length}; **lost: ${redisLost}**.
- Orders placed while Redis was paused: ${dr.total}; expired afterwards: ${dr.expired}; **on time** (within one sweep interval + 5 s of their expiry): **${dr.on_time}**.

## Postgres connections cut under load

Every backend of the shop's database terminated (\`pg_terminate_backend\`) twice, 0.5 s apart: ${terminated} connections cut.

| window | requests | ok | 503 | other status | no answer | hangs | p99 ms | orders placed |
|---|---|---|---|---|---|---|---|---|
| first 5 s after the cut | ${pgDuring.requests} | ${pgDuring.ok} | ${pgDuring.refused503} | ${pgDuring.other} | ${pgDuring.noAnswer} | ${pgDuring.hangs} | ${pgDuring.p99} | ${pgDuring.orders} |
| the 10 s after that | ${pgAfter.requests} | ${pgAfter.ok} | ${pgAfter.refused503} | ${pgAfter.other} | ${pgAfter.noAnswer} | ${pgAfter.hangs} | ${pgAfter.p99} | ${pgAfter.orders} |

- Errors after the cut (503 envelopes, other failures): ${failuresAfterCut.length}; **recovery time** (cut to the end of the last failed request): **${recoveryMs} ms**.
- Orders acknowledged: ${pgLoad.acknowledged.length}; lost: ${pgLost}.
- **Rows half-written: ${h.orphans}** orders without lines; stock that does not match the orders still holding it: ${h.stock_gap} units.

## Expiry of every order of the run

${l.total} orders; ${l.expired} expired by the bench's end, ${l.on_time} within one sweep interval + 5 s of their
expiry (latest: ${l.max_late ?? '-'} s after it).

## Postgres frozen for ${FREEZE_MS / 1000} s (SIGSTOP) under load

A Postgres cluster of the bench's own (the postmaster and every backend stopped with SIGSTOP, then
SIGCONT), the shop on it in a process of its own with the production waits (DATABASE_WAIT_MS 5 s),
the same ${BUYERS} buyers' loop, and each second a readiness check, a password login and an order list.
Every call must answer within ${CALL_BOUND_MS / 1000} s while Postgres does not, a refusal as 503 with Retry-After and
the envelope, and the shop must serve again by itself within ${RECOVERY_BOUND_MS / 1000} s of SIGCONT.

| window | requests | ok | 503 (with Retry-After and envelope) | other status | no answer | p50 ms | p99 ms | max ms | over ${CALL_BOUND_MS / 1000} s |
|---|---|---|---|---|---|---|---|---|---|
| 10 s before (answered before it) | ${row(frozen.before)} |
| **${FREEZE_MS / 1000} s frozen** (answered during it) | ${row(frozen.frozen)} |
| ${RECOVERY_BOUND_MS / 1000} s after | ${row(frozen.after)} |

| asked while frozen | times | 503 clean | answered 200 | longest ms |
|---|---|---|---|---|
${frozen.probes.map((p) => `| ${p.name} | ${p.asked} | ${p.clean503} | ${p.ok} | ${p.maxMs} |`).join('\n')}

- **Calls over ${CALL_BOUND_MS / 1000} s (or unanswered) from the freeze on: ${frozen.overBound}.**
- **Recovery** (SIGCONT to the end of the last failed answer): **${frozen.recoveryMs} ms**${frozen.recoveryMs === 0 ? ' (no answer after SIGCONT was a failure)' : ''}, without a restart.
- Orders acknowledged: ${frozen.acknowledged}; lost: ${frozen.lost}.
- Requests are counted in the window they were answered in: those asked just before the freeze
  waited in it. Product pages and lists are answered from memory while their stock is current (the
  cache is vouched for by Redis, decision 018); one an order made stale shortly before the freeze may
  not be served for longer than a second (docs/domain.md D7), so it waits for Postgres like every call that
  needs the database, and answers 503 after one wait (DATABASE_WAIT_MS).

## 10,000 malformed requests

${requests.length} requests over ${endpoints.length} endpoints of \`/docs/json\` (every operation of the OpenAPI document), 16 at a time,
in ${malformedMs} ms: broken and non-object JSON, every field and each field alone as a 50 kB string, a negative, a
huge number, true, null, an object, a list, text; bodies sealed with garbage (bad encryption), nesting 5,000 deep;
half with a buyer's token. Statuses: ${statusList}.

**5xx answers: ${fivexx.filter((f) => !f.startsWith('0 ')).length}**; no answer: ${fivexx.filter((f) => f.startsWith('0 ')).length}.
${
  fivexx.length > 0
    ? `\nFirst failures:\n\n${fivexx
        .slice(0, 10)
        .map((f) => `- \`${f}\``)
        .join('\n')}\n`
    : ''
}
## Broken uploads and sealed NUL bytes

${edgeRequests.length} requests, 16 at a time, in ${edges.ms} ms: to every multipart upload of \`/docs/json\` (${[...multipartPaths].map((p) => `\`${p}\``).join(', ')}; the staff's without a session, which they refuse before reading the body: the upload tests send them the same shapes signed in),
the shapes of \`apps/api/test/support/malformed-multipart.ts\` (no boundary, an empty or overlong one, cut short,
cut inside the first header, another boundary than the body uses, random bytes, random bytes after a valid opening),
an empty body, and a NUL byte in a field's value, a file's name and a field's name, each with and without a buyer's
token; and to every sealed call of the contract (${sealedCount} of them),
a properly sealed body with a NUL byte in each string field alone and in all at once (\`user/modifyNameCover\`'s
\`nickName\` among them). Statuses: ${statusText(edges.statuses)}.

**5xx answers: ${edges.failures.filter((f) => !f.startsWith('0 ')).length}**; no answer: ${edges.failures.filter((f) => f.startsWith('0 ')).length}.
${
  edges.failures.length > 0
    ? `\nFailures:\n\n${edges.failures
        .slice(0, 20)
        .map((f) => `- \`${f}\``)
        .join('\n')}\n`
    : ''
}`;
    writeFileSync(path.join(repoRoot, 'docs/reliability.md'), md);
    console.log(md);
  } finally {
    await server?.stop();
    await admin.end();
    await prisma.$disconnect();
    await bench.close();
    await redis.stop();
  }
}
