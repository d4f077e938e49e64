// Provisions Postgres and Redis, migrates, seeds once, builds the storefront when it changed, and
// serves shop, API and workers on http://localhost:$PORT (README). Ctrl-C stops all it started.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { defaultMigrationsDir, migrate } from '../apps/api/src/db/migrate.ts';
import { loginOf } from '../apps/api/src/db/roles.ts';
import { DEMO_STAFF } from '../apps/api/src/modules/staff/demo-staff.ts';
import { DEMO_BUYER } from '../prisma/seed/buying.ts';
import { runSeed } from '../prisma/seed/run.ts';
import { provisionRedis, provisionShopDatabase, repoRoot } from './lib/services.ts';

const log = (line: string) => console.log(`[start] ${line}`);
const stops: Array<() => Promise<void>> = [];
let server: ChildProcess | null = null;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * An app's own Vite build (`dist/`), remade when its sources or the contract changed since: the
 * storefront (apps/web) and the back office (apps/admin, served at /admin/).
 */
function buildIfChanged(app: 'apps/web' | 'apps/admin', what: string): void {
  const dir = path.join(repoRoot, app);
  const built = path.join(dir, 'dist/index.html');
  const sources = Math.max(newestMtime(path.join(dir, 'src')), newestMtime(path.join(repoRoot, 'packages')));
  if (existsSync(built) && statSync(built).mtimeMs > sources) return;
  log(`building ${what}`);
  const result = spawnSync(process.execPath, [path.join(dir, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${what} build failed`);
}

async function stopAll(code: number): Promise<never> {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  for (const stop of stops.reverse()) await stop().catch((e) => console.error(e));
  process.exit(code);
}

async function main() {
  if (!process.env.MIGRATION_DATABASE_URL && !process.env.DATABASE_URL)
    log('no DATABASE_URL: starting an embedded Postgres under .data/pg');
  const database = await provisionShopDatabase(process.env);
  stops.push(database.stop);
  const redis = await provisionRedis();
  stops.push(redis.stop);
  // The server, its workers and the seed connect as the app's role; the owner's URL stays here.
  const { MIGRATION_DATABASE_URL: _owner, ...inherited } = process.env;
  const env = { ...inherited, DATABASE_URL: database.appUrl, REDIS_URL: redis.url };
  const config = loadConfig(env);
  const appRole = loginOf(database.appUrl).user;

  await migrate(database.ownerUrl, defaultMigrationsDir, log, { appRole });
  log(`the shop connects to Postgres as ${appRole}, which owns no table`);
  await runSeed(config, log);
  buildIfChanged('apps/web', 'the storefront');
  buildIfChanged('apps/admin', 'the back office');

  server = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  server.on('exit', (code) => void stopAll(code ?? 1));
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${config.PORT}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const staff = DEMO_STAFF.map((s) => `    ${s.role.padEnd(13)} ${s.email} / ${s.password}`).join('\n');
      console.log(
        `\n  HashForge Shop is running at ${config.publicUrl}` +
          `\n  Demo buyer: ${DEMO_BUYER.email} / ${DEMO_BUYER.password}` +
          `\n\n  Back office: ${config.publicUrl}/admin/` +
          `\n  Demo staff (development only, no 2FA):\n${staff}` +
          '\n\n  (Ctrl-C stops it)\n',
      );
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready in 60 s');
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
main().catch(async (error) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
});
