import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every relative import of the storefront's sources, as paths under src/. */
function imports(): { from: string; to: string }[] {
  return sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => ({
      from: relative(src, file),
      to: relative(src, resolve(dirname(file), m[1] ?? '')),
    })),
  );
}

describe('the storefront feature rule (ARCHITECTURE.md)', () => {
  it("lets a feature import another feature's api/ only", () => {
    const broken = imports().filter(({ from, to }) => {
      const [, fromFeature] = from.match(/^features\/([^/]+)\//) ?? [];
      const [, toFeature, toPart] = to.match(/^features\/([^/]+)\/([^/]+)/) ?? [];
      return fromFeature && toFeature && fromFeature !== toFeature && toPart !== 'api';
    });
    expect(broken).toEqual([]);
  });

  it('keeps shared components/ and lib/ free of feature internals', () => {
    const broken = imports().filter(
      ({ from, to }) => /^(components|lib)\//.test(from) && /^features\/[^/]+\/(components|pages)\//.test(to),
    );
    expect(broken).toEqual([]);
  });
});
