import { defineProject } from 'vitest/config';

/**
 * The back office in a browser: the built admin app and storefront served by the real API on a fresh,
 * seeded database (the storefront's e2e support starts it), driven through /usr/bin/chromium at
 * 1280 px. Files run one after another, like the storefront's.
 */
export default defineProject({
  test: {
    name: 'admin-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['../api/test/setup/global-setup.ts'],
    setupFiles: ['../api/test/setup/database-per-file.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    retry: 1,
  },
});
