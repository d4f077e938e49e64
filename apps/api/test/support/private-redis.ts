import { type ChildProcess, spawn } from 'node:child_process';
import { freePort, portAnswersRedis } from '../../../../scripts/lib/services.ts';

// The test files that start a server of their own take their port from here too.
export { freePort };

export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGSTOP: the socket stays open and nothing answers, like a Redis swapping or stuck. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A redis-server of the test's own (Debian's, from PATH) on a free port, so a test can pause or
 * stop it without touching the Redis every other test file shares.
 */
export async function startPrivateRedis(port?: number): Promise<PrivateRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await portAnswersRedis(chosen))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on ${chosen}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
