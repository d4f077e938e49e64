// The storefront's JavaScript budget (docs/domain.md D7): the first load of the home page ships
// at most 200 KB of gzipped JavaScript. Reads Vite's build manifest, so it measures what a browser
// actually fetches: the entry, the home page's chunk and every chunk they import statically.
// Run after a build: `pnpm exec tsx apps/web/scripts/check-bundle.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_PAGE_SOURCE = 'src/features/catalog/pages/home-page.tsx';
export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The JS a first visit to a page downloads before it can render: static imports only. */
export function measureFirstLoad(distDir: string, pageSources: string[] = [HOME_PAGE_SOURCE]): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The manifest has no index.html entry');
  const roots = ['index.html'];
  for (const source of pageSources) {
    if (!manifest[source]) throw new Error(`The manifest has no chunk for ${source}`);
    roots.push(source);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency);
  };
  roots.forEach(visit);
  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const load = measureFirstLoad(dist);
  for (const f of load.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  }
  const total = (load.gzipBytes / 1024).toFixed(1);
  console.log(`home page first load: ${total} KB gzipped JS (budget ${FIRST_LOAD_BUDGET_BYTES / 1024} KB)`);
  if (load.gzipBytes > FIRST_LOAD_BUDGET_BYTES) process.exit(1);
}
