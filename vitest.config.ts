import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'apps/api/vitest.config.ts',
      'packages/*/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
      'apps/admin/vitest.config.ts',
      'apps/admin/vitest.e2e.config.ts',
    ],
  },
});
