// A process that stops as main.ts does (shutdown.ts), for test/infra/shutdown.test.ts: a Fastify
// server with a route that takes SLOW_MS to answer, and, with HANG=1, a shutdown step that never ends.
import Fastify from 'fastify';
import pino from 'pino';
import { closeHttp, onStopSignals } from '../../src/shutdown.ts';

const app = Fastify({ forceCloseConnections: 'idle' });
app.get('/slow', async () => {
  await new Promise((r) => setTimeout(r, Number(process.env.SLOW_MS ?? 1500)));
  return { done: true };
});
onStopSignals(
  pino({ level: 'silent' }),
  [
    ['server', () => closeHttp(app)],
    ['stuck', () => (process.env.HANG === '1' ? new Promise(() => {}) : Promise.resolve())],
  ],
  Number(process.env.GRACE_MS ?? 8000),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
