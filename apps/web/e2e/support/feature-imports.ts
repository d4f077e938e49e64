import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// ARCHITECTURE.md's feature rule, read the same way for the storefront (apps/web/src) and the back
// office (apps/admin/src): each app's feature-boundaries test checks its own sources with these.

/** A source file of an app: its path under src/ and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A relative import, both ends as paths under src/. */
export interface SourceImport {
  from: string;
  to: string;
}

/** Every .ts and .tsx file below `src`. */
export function readSources(src: string): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  return walk(src).map((file) => ({ path: relative(src, file), text: readFileSync(file, 'utf8') }));
}

/** Every relative import (static or dynamic) of `files`. */
export function relativeImports(src: string, files: SourceFile[]): SourceImport[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => ({
      from: path,
      to: relative(src, resolve(dirname(join(src, path)), m[1] ?? '')),
    })),
  );
}

/** The imports by which a feature reaches into another feature anywhere but its api/. */
export function crossFeatureImports(imports: SourceImport[]): SourceImport[] {
  return imports.filter(({ from, to }) => {
    const [, fromFeature] = from.match(/^features\/([^/]+)\//) ?? [];
    const [, toFeature, toPart] = to.match(/^features\/([^/]+)\/([^/]+)/) ?? [];
    return fromFeature && toFeature && fromFeature !== toFeature && toPart !== 'api';
  });
}
