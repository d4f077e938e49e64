import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { SeedContext } from '../../../../prisma/seed/seed-step.ts';
import { buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import { closeDeps, createDeps, type Deps } from '../../src/deps.ts';

export interface TestContext {
  app: FastifyInstance;
  deps: Deps;
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * The real app on this file's own database and Redis prefix, with a clock the test controls and a
 * private data directory (keys, files). Nothing is mocked.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hf-test-'));
  // Tests stand behind a trusted proxy so each can call from its own IP (X-Forwarded-For).
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    TRUST_PROXY: 'true',
    ...env,
  });
  const clock = new ManualClock(new Date());
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  // The data directory holds this context's keys and files: it goes with the context.
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let deps: Deps;
  let app: FastifyInstance;
  try {
    deps = await createDeps(config, logger, { clock });
    app = await buildApp(deps);
    await app.ready();
  } catch (error) {
    removeDataDir();
    throw error;
  }
  return {
    app,
    deps,
    clock,
    async close() {
      try {
        await app.close();
        const keys = await deps.redis.keys(`${config.REDIS_PREFIX}:*`);
        if (keys.length > 0) await deps.redis.del(...keys);
        await closeDeps(deps);
      } finally {
        removeDataDir();
      }
    },
  };
}

/** What a step of the demo seed (prisma/seed) needs to run on this test's database. */
export function seedContext(ctx: Pick<TestContext, 'deps'>, now = new Date()): SeedContext {
  return { prisma: ctx.deps.prisma, storage: ctx.deps.storage, config: ctx.deps.config, now };
}
