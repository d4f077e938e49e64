import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossFeatureImports, readSources, relativeImports } from '../../../web/e2e/support/feature-imports.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const files = readSources(src).filter((file) => !file.path.endsWith('.test.ts'));

/** Every relative import of the back office's sources, as paths under src/. */
const imports = () => relativeImports(src, files);

describe('the back office feature rule (ARCHITECTURE.md, as the storefront)', () => {
  it("lets a feature import another feature's api/ only", () => {
    expect(crossFeatureImports(imports())).toEqual([]);
  });

  it('keeps features out of app/, and shared components/ and lib/ free of features', () => {
    const broken = imports().filter(
      ({ from, to }) =>
        (from.startsWith('features/') && to.startsWith('app/')) ||
        (/^(components|lib)\//.test(from) && to.startsWith('features/')),
    );
    expect(broken).toEqual([]);
  });

  it("makes every call in a feature's api/ or lib/, with its keys from a key factory, never spelt out", () => {
    const callsOutsideApi = files
      .filter(
        ({ path, text }) =>
          !/^(features\/[^/]+\/api|lib)\//.test(path) &&
          /\badmin(Call|Upload)\(|\buseAdmin(Mutation|Upload)\(/.test(text),
      )
      .map(({ path }) => path);
    const keysSpelledOut = files
      .filter(({ text }) => /(queryKey|invalidates):\s*\[\s*['"`]/.test(text))
      .map(({ path }) => path);
    expect({ callsOutsideApi, keysSpelledOut }).toEqual({ callsOutsideApi: [], keysSpelledOut: [] });
  });
});
