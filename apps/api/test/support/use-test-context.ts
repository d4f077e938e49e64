import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

type TestEnv = Record<string, string>;

/**
 * The preamble of an API test file (or of a describe block): the real app, built before its tests
 * by createTestContext and closed after them. The object answered is filled in by that beforeAll,
 * so the tests and any later hook use it as the context itself. Hooks run in the order they are
 * declared and the after hooks in reverse, so whatever a file starts after this (a worker, a
 * server) is stopped before the app closes. `env` may be a function when it depends on something
 * an earlier hook prepares (a port, a folder).
 */
export function useTestContext(env: TestEnv | (() => TestEnv) = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(typeof env === 'function' ? env() : env));
  });
  afterAll(async () => {
    // Absent when the beforeAll failed: its error is the one to see.
    await ctx.close?.();
  });
  return ctx;
}
