import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad } from '../scripts/check-bundle.ts';
import { distDir, ensureBuild } from './support/build.ts';

describe('storefront bundle (docs/domain.md D7)', () => {
  it('ships at most 200 KB of gzipped JavaScript on the first load of the home page', async () => {
    await ensureBuild();
    const load = measureFirstLoad(distDir);
    const report = load.files.map((f) => `${(f.gzipBytes / 1024).toFixed(1)} KB ${f.file}`).join('\n');
    expect(load.gzipBytes, `first load:\n${report}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('keeps chart.js out of the home page: it loads only on calculator pages', async () => {
    await ensureBuild();
    const code = measureFirstLoad(distDir)
      .files.map((f) => readFileSync(path.join(distDir, f.file), 'utf8'))
      .join('\n');
    // A message of Chart.js's own that minification keeps verbatim.
    expect(code).not.toContain('Canvas is already in use');
  });
});
