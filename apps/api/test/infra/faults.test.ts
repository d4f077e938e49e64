import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { CodeType, getCartList, getProductList, login, OrderStatus, sendEmailCode } from '@hashforge/contract';
import type { Worker } from 'bullmq';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryJobId, orderExpiryWorkers } from '../../src/modules/order/order-expiry.worker.ts';
import { call } from '../support/call.ts';
import {
  addToCart,
  createReadyBuyer,
  orderProduct,
  placeOrder,
  previewAmount,
  stockOf,
} from '../support/factories/buying.ts';
import { createTestProduct } from '../support/factories/catalog.ts';
import { eventually } from '../support/jobs.ts';
import { type PrivateRedis, startPrivateRedis } from '../support/private-redis.ts';
import { timed } from '../support/timed.ts';
import { useTestContext } from '../support/use-test-context.ts';

/**
 * Decision 012 under faults: the real app against a Redis that stops answering, a Postgres whose
 * connections are cut under load, and a worker process killed in the middle of a job. Every request
 * must answer within a bounded time with the envelope (decision 012), and nothing may be done twice
 * or half-done.
 */

/** The longest any request may take while a backend is away: a command timeout plus a queue add's. */
const BOUND_MS = 6_000;

describe('Redis paused (SIGSTOP): every request answers within a bounded time', () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(() => redis.stop());
  const ctx = useTestContext(() => ({ REDIS_URL: redis.url, REDIS_PREFIX: `faults${process.pid}` }));
  let workers: Worker[] = [];
  afterAll(async () => {
    redis.resume();
    await Promise.all(workers.map((w) => w.close()));
  });

  it('browses, orders and refuses cleanly while Redis is paused; the sweep expires the order once Redis is back', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '500.00', stock: 5 }] });
    const cartId = await addToCart(ctx, buyer.token, product, 2);
    const productAmount = await previewAmount(ctx, buyer.token, [cartId]);
    await call(ctx, getProductList, { page: 1, limit: 10 }); // warm the public cache

    redis.pause();
    const ip = { 'x-forwarded-for': '10.13.0.1' };
    const [browse, cart, order, signIn, code] = await Promise.all([
      timed(() => call(ctx, getProductList, { page: 1, limit: 10 }, undefined, ip)),
      timed(() => call(ctx, getCartList, {}, buyer.token, ip)),
      timed(() => placeOrder(ctx, buyer, { cartIds: [cartId], productAmount }, ip)),
      timed(() => call(ctx, login, { username: buyer.email, password: buyer.password }, undefined, ip)),
      timed(() => call(ctx, sendEmailCode, { type: CodeType.signUp, email: 'new@example.com' }, undefined, ip)),
    ]);

    for (const [name, answer] of Object.entries({ browse, cart, order, signIn, code })) {
      expect(answer.ms, `${name} took ${Math.round(answer.ms)} ms`).toBeLessThan(BOUND_MS);
      expect(typeof answer.value.body.msg, name).toBe('string');
      expect([200, 503], name).toContain(answer.value.status);
    }
    // Postgres alone serves these: Redis being away changes nothing for the buyer.
    expect(browse.value.body.result).toBe(1);
    expect(cart.value.body.result).toBe(1);
    expect(order.value.body.result).toBe(1);
    // The login lockout and the code limits live in Redis: they fail closed with a clean 503.
    expect(signIn.value.status).toBe(503);
    expect(code.value.status).toBe(503);
    expect(code.value.headers['retry-after']).toBe('5');

    redis.resume();
    // The order's own delayed job may have been queued as Redis woke (the add was in its socket
    // buffer) or not: either way the order expires on time once Redis is back.
    const orderNo = order.value.body.data.orderNo;
    const row = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(3);
    ctx.clock.set(new Date(row.expiresAt.getTime() + 1_000));
    workers = await orderExpiryWorkers(ctx.deps);
    await ctx.deps.queues.orderExpiry.add('sweep', {});
    await eventually(async () => {
      const closed = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
      return closed.orderStatus === OrderStatus.canceled ? true : undefined;
    });
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(5);
  }, 60_000);

  it('orders while Redis is down; the sweep expires the order on time once an empty Redis is back', async () => {
    await Promise.all(workers.map((w) => w.close()));
    workers = [];
    ctx.clock.set(new Date());
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '500.00', stock: 5 }] });
    const cartId = await addToCart(ctx, buyer.token, product, 1);
    const productAmount = await previewAmount(ctx, buyer.token, [cartId]);
    await redis.stop();
    const [order, cart, signIn] = await Promise.all([
      timed(() => placeOrder(ctx, buyer, { cartIds: [cartId], productAmount })),
      timed(() => call(ctx, getCartList, {}, buyer.token)),
      timed(() => call(ctx, login, { username: buyer.email, password: buyer.password })),
    ]);
    for (const { ms, value } of [order, cart, signIn]) {
      expect(ms).toBeLessThan(BOUND_MS);
      expect(typeof value.body.msg).toBe('string');
    }
    expect(order.value.body.result).toBe(1);
    expect(cart.value.body.result).toBe(1);
    expect(signIn.value.status).toBe(503);

    redis = await startPrivateRedis(redis.port);
    await eventually(async () => (ctx.deps.redis.status === 'ready' ? true : undefined));
    const row = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: order.value.body.data.orderNo } });
    expect(await ctx.deps.queues.orderExpiry.getJob(expiryJobId(row.id))).toBeUndefined();
    ctx.clock.set(new Date(row.expiresAt.getTime() + 1_000));
    // The worker schedules the repeatable sweep again in the empty Redis; its run expires the order.
    workers = await orderExpiryWorkers(ctx.deps);
    await ctx.deps.queues.orderExpiry.add('sweep', {});
    await eventually(async () => {
      const closed = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id: row.id } });
      return closed.orderStatus === OrderStatus.canceled ? true : undefined;
    });
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(5);
  }, 60_000);
});

describe('Postgres connections cut under load', () => {
  const ctx = useTestContext();
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ctx.deps.config.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  async function cutConnections(): Promise<number> {
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rowCount ?? 0;
  }

  it('answers every request in flight with the envelope, writes no order by halves, and recovers', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 1000 }] });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createReadyBuyer(ctx)));
    const carts = await Promise.all(
      buyers.map(async (b) => {
        const cartId = await addToCart(ctx, b.token, product, 1);
        return { buyer: b, cartId, productAmount: await previewAmount(ctx, b.token, [cartId]) };
      }),
    );

    let cut = 0;
    const cutter = (async () => {
      for (let i = 0; i < 5; i++) {
        await new Promise((r) => setTimeout(r, 40));
        cut += await cutConnections();
      }
    })();
    const answers = await Promise.all([
      ...carts.map(({ buyer, cartId, productAmount }) =>
        timed(() => placeOrder(ctx, buyer, { cartIds: [cartId], productAmount })),
      ),
      ...Array.from({ length: 60 }, (_, i) =>
        timed(() => call(ctx, getCartList, {}, buyers[i % buyers.length]!.token)),
      ),
    ]);
    await cutter;
    expect(cut).toBeGreaterThan(0);

    for (const { ms, value } of answers) {
      expect(ms).toBeLessThan(20_000);
      expect([200, 503]).toContain(value.status);
      expect(typeof value.body.msg).toBe('string');
      if (value.status === 503) expect(value.body.result).toBe(0);
    }

    // Every order is whole: it has its lines, and stock moved by exactly what the orders hold.
    const orders = await ctx.deps.prisma.order.findMany({ where: { userId: { in: buyers.map((b) => b.id) } } });
    const accepted = answers.slice(0, carts.length).filter((a) => a.value.body.result === 1).length;
    expect(orders.length).toBe(accepted);
    const { rows } = await admin.query<{ orphans: string }>(
      `SELECT count(*)::text AS orphans FROM "order" o WHERE o.id = ANY($1::int[])
         AND NOT EXISTS (SELECT 1 FROM order_line i WHERE i."orderId" = o.id)`,
      [orders.map((o) => o.id)],
    );
    expect(rows[0]!.orphans).toBe('0');
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(1000 - orders.length);

    // The pool has reconnected: the next requests succeed.
    const after = await call(ctx, getCartList, {}, buyers[0]!.token);
    expect(after.body.result).toBe(1);
  }, 60_000);
});

describe('a worker process killed in the middle of a job', () => {
  // Orders expire 3.6 s after creation, on the real clock the worker process runs by.
  const ctx = useTestContext({ ORDER_EXPIRY_HOURS: '0.001', REDIS_PREFIX: `kill${process.pid}` });
  let child: ChildProcess | null = null;
  let workers: Worker[] = [];
  afterAll(async () => {
    child?.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.close()));
  });

  it('retries the expiry job, which closes the order and restores its stock exactly once', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '100.00', stock: 4 }] });
    ctx.clock.set(new Date());
    const orderNo = await orderProduct(ctx, buyer, product, 3);
    const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo } });
    ctx.clock.set(new Date(order.expiresAt.getTime() + 1_000));

    // Hold the order's row so the worker's expiry transaction blocks inside the job.
    const holder = new pg.Client({ connectionString: ctx.deps.config.DATABASE_URL });
    await holder.connect();
    holder.on('error', () => {}); // the file's database is dropped with FORCE at the end
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM "order" WHERE id = $1 FOR UPDATE', [order.id]);

    const root = path.resolve(import.meta.dirname, '../../../..');
    // Node itself with tsx as a loader, not tsx's CLI: the CLI runs the script in a child process of
    // its own, which a SIGKILL of the CLI leaves running (the job then finished in the "killed" worker).
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../support/expiry-worker-process.ts')],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: ctx.deps.config.DATABASE_URL,
          REDIS_URL: ctx.deps.config.REDIS_URL,
          REDIS_PREFIX: ctx.deps.config.REDIS_PREFIX,
          DATA_DIR: ctx.deps.config.DATA_DIR,
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      },
    );
    const queue = ctx.deps.queues.orderExpiry;
    const jobId = expiryJobId(order.id);
    await eventually(async () => ((await queue.getJobState(jobId)) === 'active' ? true : undefined), 30_000);
    // The job is in the worker process's hands (its row is held, so it cannot finish): kill it there.
    await new Promise((r) => setTimeout(r, 500));
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;
    await holder.query('ROLLBACK');
    await holder.end();
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(1);

    // Another worker finds the job stalled (its lock lapsed with the process) and runs it again.
    workers = await orderExpiryWorkers(ctx.deps, { lockDuration: 5_000, stalledInterval: 1_000 });
    await eventually(async () => ((await queue.getJobState(jobId)) === 'unknown' ? true : undefined), 30_000);
    const closed = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(closed.orderStatus).toBe(OrderStatus.canceled);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(4);
    // One expiry email for the order, however many times the job ran.
    const mails = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'completed', 'active']);
    expect(
      mails.filter((j) => j.data.purpose === 'order-expired' && j.data.to === buyer.email).length,
    ).toBeLessThanOrEqual(1);
  }, 150_000);
});
