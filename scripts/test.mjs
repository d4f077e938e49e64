// `npm test`: the whole suite. The Debian tools it calls (installed as root when missing), Biome,
// `tsc --noEmit` for every package, the storefront build, then every vitest project (API on real
// Postgres and Redis, engine, storefront units, browser tests).
// Ends with one plain line `N passed, N failed` from vitest's JSON reporter (static-check failures
// count as failed too) and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrap } from './bootstrap.mjs';
import { ensureDebianTools } from './lib/debian-tools.mjs';
import { closeRunTemp, openRunTemp } from './lib/run-temp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data');
mkdirSync(dataDir, { recursive: true });
const started = Date.now();

bootstrap();

// Everything the run makes in the temp folder goes under one folder of its own (scripts/lib/run-temp.mjs).
const runTemp = openRunTemp();

function step(name, cmd, args, cwd = root) {
  const t0 = Date.now();
  console.log(`\n[test] ${name}`);
  const result = spawnSync(cmd, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', TMPDIR: runTemp },
  });
  const ok = result.status === 0;
  console.log(`[test] ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

// Chromium, docker-compose and Caddy from Debian's packages when missing (as root): without them
// the browser tests fail, and the compose and Caddyfile checks skip (fail under CI=true).
ensureDebianTools();
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const staticFailures = [];
if (!step('biome check', process.execPath, [bin('@biomejs/biome', 'bin/biome'), 'check', '.']))
  staticFailures.push('biome');
for (const pkg of ['packages/contract', 'packages/calculator', 'apps/api', 'apps/web', 'apps/admin']) {
  if (!step(`tsc --noEmit ${pkg}`, process.execPath, [bin('typescript', 'bin/tsc'), '--noEmit', '-p', pkg]))
    staticFailures.push(`tsc ${pkg}`);
}
for (const [what, app, failure] of [
  ['the storefront', 'apps/web', 'vite build'],
  ['the back office', 'apps/admin', 'admin vite build'],
]) {
  const vite = path.join(root, app, 'node_modules/vite/bin/vite.js');
  if (!step(`build ${what}`, process.execPath, [vite, 'build'], path.join(root, app))) staticFailures.push(failure);
}

// Vitest reads coverage settings only at the top level, so the engine's 100% threshold is enforced
// by running its own project with coverage (a few seconds).
if (
  !step(
    'calculator engine coverage (100%)',
    process.execPath,
    [bin('vitest', 'vitest.mjs'), 'run', '--coverage'],
    path.join(root, 'packages/calculator'),
  )
)
  staticFailures.push('calculator coverage');

const resultsFile = path.join(dataDir, 'vitest-results.json');
rmSync(resultsFile, { force: true });
step('vitest', process.execPath, [
  bin('vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(resultsFile)) {
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  // A file that failed to load has no failed test of its own: count it once.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failed = (report.numFailedTests ?? 0) + brokenFiles;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (report.numTotalTests === 0) failed += 1;
} else {
  console.log('[test] vitest wrote no report');
  failed += 1;
}
failed += staticFailures.length;
if (staticFailures.length) console.log(`[test] static checks failed: ${staticFailures.join(', ')}`);
console.log(`[test] finished in ${((Date.now() - started) / 60000).toFixed(1)} min`);
const summary = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
writeFileSync(path.join(dataDir, 'test-summary.txt'), `${summary}\n`);
closeRunTemp(runTemp);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
