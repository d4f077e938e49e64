import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runSeed } from '../../../../prisma/seed/run.ts';
import { freePort } from '../../../../scripts/lib/services.ts';
import { buildApp } from '../../../api/src/app.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { closeDeps, createDeps, type Deps } from '../../../api/src/deps.ts';
import { createLogger } from '../../../api/src/logger.ts';
import { startWorkers, stopWorkers } from '../../../api/src/modules/index.ts';
import { distDir, ensureBuild } from './build.ts';

export interface OutboxEntry {
  id: number;
  channel: string;
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/**
 * Real time plus an offset the test can push forward, so a browser test can pass the 60-second
 * resend wait or a code's 10-minute life without waiting for it.
 */
export class ShiftedClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface Shop {
  /** Origin of the running shop, e.g. `http://127.0.0.1:41234`. */
  url: string;
  deps: Deps;
  clock: ShiftedClock;
  /** Messages the dev outbox holds for an email address or phone (`+4915112345678`), newest first. */
  readOutbox(to: string): Promise<OutboxEntry[]>;
  /** The id of the newest outbox message, to tell later messages apart. */
  lastOutboxId(): Promise<number>;
  /** Waits for a code sent to `to` after the message `afterId`, as the buyer would read it. */
  waitForCode(to: string, afterId: number, timeoutMs?: number): Promise<string>;
  /**
   * Another API process of this shop: its own connections and caches on the same database and Redis
   * prefix, serving the same builds on a port of its own, without workers. Closed with the shop.
   */
  startSecondServer(): Promise<{ url: string }>;
  close(): Promise<void>;
}

/** What a test may set of the shop's environment: a real mail server instead of the dev outbox. */
export interface ShopOptions {
  env?: Record<string, string>;
}

/**
 * The whole shop as a buyer meets it: the built storefront served by the real API (routes, workers,
 * dev outbox) on this test file's own database, seeded like `npm start`, on a free port. The
 * database and Redis prefix come from the per-file setup of the API tests.
 */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  await ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hf-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    WEB_DIST: distDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  // No real provider: every code lands in the dev outbox, where the test reads it like a buyer would.
  for (const name of ['SMTP_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'S3_ENDPOINT'])
    delete env[name];
  Object.assign(env, options.env);
  const config = loadConfig(env);
  await runSeed(config);
  const clock = new ShiftedClock();
  const deps = await createDeps(config, createLogger(config), { clock });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let workers: Awaited<ReturnType<typeof startWorkers>> = [];
  try {
    app = await buildApp(deps, { logger: false });
    workers = await startWorkers(deps);
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await stopWorkers(workers);
    await closeDeps(deps);
    throw error;
  }
  const running = app;
  const others: { app: NonNullable<typeof app>; deps: Deps }[] = [];

  const readOutbox = async (to: string) =>
    deps.prisma.outboxMessage.findMany({
      where: { to },
      orderBy: { id: 'desc' },
      select: { id: true, channel: true, to: true, subject: true, body: true, code: true },
    });

  return {
    url,
    deps,
    clock,
    readOutbox,
    async lastOutboxId() {
      const row = await deps.prisma.outboxMessage.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
      return row?.id ?? 0;
    },
    async waitForCode(to, afterId, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const fresh = (await readOutbox(to)).find((m) => m.id > afterId && m.code);
        if (fresh?.code) return fresh.code;
        await new Promise((r) => setTimeout(r, 200));
      }
      const recent = await deps.prisma.outboxMessage.findMany({ orderBy: { id: 'desc' }, take: 5 });
      const seen = recent.map((m) => `${m.id} ${m.channel} to=${m.to} code=${m.code}`).join('; ');
      throw new Error(`No code reached the outbox for ${to} within ${timeoutMs} ms (latest: ${seen || 'none'})`);
    },
    async startSecondServer() {
      const otherPort = await freePort();
      const otherDeps = await createDeps(config, createLogger(config), { clock });
      const other = await buildApp(otherDeps, { logger: false });
      others.push({ app: other, deps: otherDeps });
      await other.listen({ port: otherPort, host: '127.0.0.1' });
      return { url: `http://127.0.0.1:${otherPort}` };
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await closeDeps(other.deps);
      }
      await running.close();
      await stopWorkers(workers);
      const keys = await deps.redis.keys(`${config.REDIS_PREFIX}:*`);
      if (keys.length > 0) await deps.redis.del(...keys);
      await closeDeps(deps);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
