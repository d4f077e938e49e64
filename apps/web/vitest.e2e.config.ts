import { defineProject } from 'vitest/config';

/**
 * Browser tests: built apps served by the real API on a fresh, seeded database, driven through
 * /usr/bin/chromium. Files run one after another: each starts its own shop and browser. The back
 * office's project (apps/admin/vitest.e2e.config.ts) is the same with its own name and timeout.
 */
export function browserTestProject(name: string, root: string, testTimeout: number) {
  return defineProject({
    test: {
      name,
      root,
      include: ['e2e/**/*.e2e.test.ts'],
      environment: 'node',
      globalSetup: ['../api/test/setup/global-setup.ts'],
      setupFiles: ['../api/test/setup/database-per-file.ts'],
      fileParallelism: false,
      pool: 'forks',
      testTimeout,
      hookTimeout: 300_000,
      // One retry: a browser test shares two cores with the API suite, and a click can land while a
      // lazily loaded chunk swaps the element under it. A test that fails twice is a real failure.
      retry: 1,
    },
  });
}

export default browserTestProject('e2e', import.meta.dirname, 120_000);
