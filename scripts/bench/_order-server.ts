// The shop measured by order-create.ts, in a process of its own so the 200 clients do not share
// its event loop. Prints `{"port": n}` once it listens; exits when its parent closes stdin.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { closeDeps, createDeps } from '../../apps/api/src/deps.ts';

const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const { default: pino } = (await import(apiRequire.resolve('pino'))) as { default: typeof import('pino').default };

const deps = await createDeps(loadConfig(), pino({ level: 'silent' }));
const app = await buildApp(deps, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
process.stdout.write(`${JSON.stringify({ port: address.port, pid: process.pid })}\n`);

process.stdin.resume();
process.stdin.on('end', async () => {
  await app.close();
  await closeDeps(deps);
  process.exit(0);
});
