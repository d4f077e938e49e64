import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

/** Decision 012: on SIGTERM requests in flight finish, then the process exits; never later than the grace period. */
const root = path.resolve(import.meta.dirname, '../../../..');

async function start(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    // Node itself with tsx's loader (not the tsx command, which relays signals and exit codes its own way).
    ['--import', 'tsx', path.join(import.meta.dirname, '../support/shutdown-process.ts')],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { port: (JSON.parse(line) as { port: number }).port, child, exited };
}

describe('graceful shutdown with a time limit', () => {
  it('lets a request in flight finish, then exits 0', async () => {
    const { port, child, exited } = await start({ SLOW_MS: '1500' });
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    expect(await answer).toEqual({ status: 200, body: { done: true } });
    expect((await exited).code).toBe(0);
  }, 30_000);

  it('exits 1 once the grace period is over when a step does not end', async () => {
    const { child, exited } = await start({ HANG: '1', GRACE_MS: '1000' });
    const sent = Date.now();
    child.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(1);
    expect(at - sent).toBeGreaterThanOrEqual(900);
    expect(at - sent).toBeLessThan(5_000);
  }, 30_000);
});
