// Gets a fresh clone to a runnable state with nothing but Node 20+ and npm: finds or fetches pnpm,
// installs the workspace when the lockfile changed, and generates the Prisma client. Plain Node on
// purpose: it runs before any dependency exists. Used by `npm start`, `npm test` and `npm run bench`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pnpm release the lockfile was written with. Not a `packageManager` pin: pnpm 12 then tries to
// record the pin's platform binaries in the lockfile and a frozen install fails on this registry.
const PNPM_VERSION = '12.21.0';

function works(cmd, args, env = process.env) {
  return spawnSync(cmd, args, { stdio: 'ignore', env, shell: false }).status === 0;
}

/** The command that runs pnpm here: on PATH, through corepack, or fetched by npx. */
export function pnpmCommand() {
  if (works('pnpm', ['--version'])) return { cmd: 'pnpm', args: [] };
  const corepackEnv = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
  if (works('corepack', ['pnpm', '--version'], corepackEnv))
    return { cmd: 'corepack', args: ['pnpm'], env: corepackEnv };
  console.log(`[bootstrap] pnpm not found: using npx pnpm@${PNPM_VERSION}`);
  return { cmd: 'npx', args: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

export function runPnpm(args, options = {}) {
  const pnpm = pnpmCommand();
  execFileSync(pnpm.cmd, [...pnpm.args, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...(pnpm.env ?? process.env), ...(options.env ?? {}) },
  });
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

export function bootstrap() {
  const stamp = path.join(root, 'node_modules', '.hf-installed');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== String(mtime(lock)) + readFileSync(lock, 'utf8').length) {
    console.log('[bootstrap] installing dependencies');
    runPnpm(['install', '--frozen-lockfile'], { env: { CI: 'true' } });
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, String(mtime(lock)) + readFileSync(lock, 'utf8').length);
  }
  const schema = path.join(root, 'prisma', 'schema.prisma');
  const generated = path.join(root, 'apps', 'api', 'src', 'db', 'generated', 'client.ts');
  if (mtime(generated) < mtime(schema)) {
    console.log('[bootstrap] generating the Prisma client');
    runPnpm(['exec', 'prisma', 'generate'], {
      // Prisma 7's CLI only needs the schema engine for migrate commands; a stub keeps generate
      // from trying to download it (decision 002).
      env: {
        PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true',
        DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://unused@127.0.0.1/unused',
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
      },
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  bootstrap();
}
