import { defineProject } from 'vitest/config';

/**
 * Browser tests: the built storefront served by the real API on a fresh, seeded database, driven
 * through /usr/bin/chromium. Files run one after another: each starts its own shop and browser.
 */
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['../api/test/setup/global-setup.ts'],
    setupFiles: ['../api/test/setup/database-per-file.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // One retry: a browser test shares two cores with the API suite, and a click can land while a
    // lazily loaded chunk swaps the element under it. A test that fails twice is a real failure.
    retry: 1,
  },
});
