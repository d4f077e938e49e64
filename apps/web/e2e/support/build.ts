import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const webRoot = path.resolve(import.meta.dirname, '../..');
export const distDir = path.join(webRoot, 'dist');
export const repoRoot = path.resolve(webRoot, '../..');
/** What the storefront bundle is made from: a change to any of these makes the build stale. */
const sources = [
  path.join(webRoot, 'src'),
  path.join(webRoot, 'public'),
  path.join(webRoot, 'index.html'),
  path.join(webRoot, 'vite.config.ts'),
  path.join(repoRoot, 'packages/contract/src'),
  path.join(repoRoot, 'packages/calculator/src'),
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A Vite app the browser tests serve from its `dist`. */
export interface ViteApp {
  root: string;
  /** What the bundle is made from. */
  sources: string[];
  /** Files the build writes last; the build is fresh when they exist and are newer than every source. */
  built: string[];
}

function isFresh(app: ViteApp): boolean {
  const built = app.built.map((f) => path.join(app.root, 'dist', f));
  if (!built.every((f) => existsSync(f))) return false;
  const at = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return app.sources.every((s) => newestMtime(s) <= at);
}

/**
 * Builds a Vite app unless its `dist` is newer than every source. Test files and parallel runs
 * share one build: whoever takes the app's lock file (inside its node_modules: ignored by git and
 * local to this checkout) builds, the others wait for it and re-check.
 */
export async function ensureViteBuild(app: ViteApp): Promise<void> {
  const lockFile = path.join(app.root, 'node_modules/.e2e-build.lock');
  const giveUpAt = Date.now() + 10 * 60_000;
  while (!isFresh(app)) {
    let fd: number | null = null;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd === null) {
      // A lock older than a build can take was left by a killed run.
      if (Date.now() - statSync(lockFile).mtimeMs > 5 * 60_000) rmSync(lockFile, { force: true });
      if (Date.now() > giveUpAt) throw new Error(`Timed out waiting for ${lockFile}`);
      await sleep(500);
      continue;
    }
    try {
      if (isFresh(app)) return;
      const viteBin = path.join(
        path.dirname(createRequire(path.join(app.root, 'package.json')).resolve('vite/package.json')),
        'bin/vite.js',
      );
      const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
        cwd: app.root,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
    } finally {
      closeSync(fd);
      rmSync(lockFile, { force: true });
    }
  }
}

/** Builds the storefront unless its `dist` is fresh. */
export function ensureBuild(): Promise<void> {
  return ensureViteBuild({ root: webRoot, sources, built: ['index.html', '.vite/manifest.json'] });
}
