// The shop as compose runs it, for the benches that measure it so (soak.ts, usdt.ts, documents.ts):
// the API (`apps/api/src/main.ts` with RUN_WORKERS=0) and the worker (`apps/api/src/worker.ts`), each
// in a process of its own, started from the bench's environment (_environment.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/services.ts';

/** How long a process may take to start: tsx compiles the shop's sources first. */
const START_MS = 120_000;

/**
 * With `probe`, _soak-probe.ts is loaded into the process and writes its memory every 2 s to
 * `$SOAK_PROBE_DIR/<probe>.json` (the bench's environment names the folder).
 */
function startShopProcess(script: string, env: NodeJS.ProcessEnv, probe?: string): ChildProcess {
  const imports = probe ? ['--import', path.join(import.meta.dirname, '_soak-probe.ts')] : [];
  return spawn(process.execPath, ['--import', 'tsx', ...imports, path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: probe ? { ...env, SOAK_PROBE_NAME: probe } : env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Answers once `ready` holds; stops the process and throws if it exits first or takes longer than START_MS. */
async function started(child: ChildProcess, ready: () => Promise<boolean>, what: string): Promise<ChildProcess> {
  const until = Date.now() + START_MS;
  while (!(await ready().catch(() => false))) {
    if (child.exitCode !== null || Date.now() > until) {
      await stopShopProcess(child);
      throw new Error(`${what} did not start within ${START_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

/** The API without workers on `port`, once its /healthz answers. */
export function startApiProcess(env: NodeJS.ProcessEnv, port: number, probe?: string): Promise<ChildProcess> {
  const child = startShopProcess('apps/api/src/main.ts', { ...env, PORT: String(port), RUN_WORKERS: '0' }, probe);
  return started(child, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, `the API on ${port}`);
}

/** The worker, once it has written its first heartbeat to `heartbeat` (a file of the bench's, not yet there). */
export function startWorkerProcess(env: NodeJS.ProcessEnv, heartbeat: string, probe?: string): Promise<ChildProcess> {
  const child = startShopProcess('apps/api/src/worker.ts', { ...env, WORKER_HEARTBEAT_FILE: heartbeat }, probe);
  return started(child, async () => existsSync(heartbeat), 'the worker');
}

/** SIGTERM, as compose stops it, and waits until it has exited (at once if it already has). */
export async function stopShopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
