import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGSTOP: the socket stays open and nothing answers, like a Redis swapping or stuck. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(300);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1');
  });
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
  while (!(await answers(chosen))) {
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
