import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { distDir, ensureBuild } from './support/build.ts';

// The API sends `x.js.br` in place of `x.js` to any browser that accepts brotli (apps/api/src/app.ts,
// preCompressed), so a compressed sibling that differs from its file is what buyers run.
describe('storefront build, compressed siblings', () => {
  it('has brotli and gzip files that decode to exactly the files the build wrote', async () => {
    await ensureBuild();
    const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
    const compressed = files.filter((f) => f.endsWith('.br') || f.endsWith('.gz'));
    // The scripts index.html loads (the entry and the chunks it preloads); the build compresses every
    // one of 1 KB or more (a smaller one, like the entry that only imports the shell, is sent as it is).
    const scripts = [
      ...readFileSync(path.join(distDir, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]!);
    expect(scripts.length, 'index.html names its scripts').toBeGreaterThan(0);
    const large = scripts.filter((f) => readFileSync(path.join(distDir, f)).length >= 1024);
    expect(large.length, 'index.html loads the shell, React and the router').toBeGreaterThanOrEqual(3);
    for (const script of large) expect(compressed).toContain(`${script}.br`);
    expect(compressed).toContain('index.html.br');
    for (const file of compressed) {
      const original = readFileSync(path.join(distDir, file.slice(0, -3)));
      const packed = readFileSync(path.join(distDir, file));
      const decoded = file.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
      expect(decoded.equals(original), `${file} decodes to ${file.slice(0, -3)}`).toBe(true);
    }
  });
});
