import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossFeatureImports, readSources, relativeImports } from '../../e2e/support/feature-imports.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every relative import of the storefront's sources, as paths under src/. */
const imports = () => relativeImports(src, readSources(src));

describe('the storefront feature rule (ARCHITECTURE.md)', () => {
  it("lets a feature import another feature's api/ only", () => {
    expect(crossFeatureImports(imports())).toEqual([]);
  });

  it('keeps shared components/ and lib/ free of feature internals', () => {
    const broken = imports().filter(
      ({ from, to }) => /^(components|lib)\//.test(from) && /^features\/[^/]+\/(components|pages)\//.test(to),
    );
    expect(broken).toEqual([]);
  });
});
