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

const files = sourceFiles(src)
  .filter((file) => !file.endsWith('.test.ts'))
  .map((file) => ({ path: relative(src, file), text: readFileSync(file, 'utf8') }));

/** Every relative import of the back office's sources, as paths under src/. */
function imports(): { from: string; to: string }[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => ({
      from: path,
      to: relative(src, resolve(dirname(join(src, path)), m[1] ?? '')),
    })),
  );
}

describe('the back office feature rule (ARCHITECTURE.md, as the storefront)', () => {
  it("lets a feature import another feature's api/ only", () => {
    const broken = imports().filter(({ from, to }) => {
      const [, fromFeature] = from.match(/^features\/([^/]+)\//) ?? [];
      const [, toFeature, toPart] = to.match(/^features\/([^/]+)\/([^/]+)/) ?? [];
      return fromFeature && toFeature && fromFeature !== toFeature && toPart !== 'api';
    });
    expect(broken).toEqual([]);
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
