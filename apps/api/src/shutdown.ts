import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * How long a stop may take before the process exits anyway: under the 10 s a container engine
 * waits between SIGTERM and SIGKILL, so the steps' own logs and the exit code still happen.
 */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * Closes the HTTP server: no new requests (503 while closing), those in flight finish. A keep-alive
 * socket goes idle as its last answer is sent; each is closed as soon as it does, so the stop does
 * not wait out the keep-alive timeout for clients that keep their connections open.
 */
export async function closeHttp(app: FastifyInstance): Promise<void> {
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}

/**
 * Runs the shutdown steps in order (stop taking requests and jobs, let those in flight finish, then
 * close the connections) and exits; if they take longer than `graceMs`, exits with code 1 anyway,
 * so a stuck request or job cannot keep a stopping process alive (decision 012).
 */
export function onStopSignals(
  logger: Logger,
  steps: Array<[name: string, run: () => Promise<unknown>]>,
  graceMs = SHUTDOWN_GRACE_MS,
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown took too long: exiting with work unfinished');
      process.exit(1);
    }, graceMs);
    for (const [name, run] of steps) {
      try {
        await run();
      } catch (err) {
        logger.warn({ err, step: name }, 'shutdown step failed');
      }
    }
    clearTimeout(deadline);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
