import { defineConfig } from 'vitest/config';

// The engine's numbers reach buyers deciding on thousands of dollars of hardware: every branch is
// tested, and `vitest run --coverage` in this package fails below 100 %.
export default defineConfig({
  test: {
    name: 'calculator',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
