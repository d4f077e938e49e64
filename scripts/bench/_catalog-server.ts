// The servers measured by catalog.ts, in a process of their own so the load generator does not
// share their event loop: the real shop app, a bare Fastify app answering the same bytes (the
// shop's headers and body), and one answering the same body only.
// Prints `{"shop": port, "bare": port, "bareBody": port}` once all listen; exits when its parent closes stdin.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { closeDeps, createDeps } from '../../apps/api/src/deps.ts';

// fastify and pino are the API's dependencies, not the workspace root's: resolve them from there.
type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
type Logger = Parameters<typeof createDeps>[1];
const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'));
const { default: Fastify } = (await import(apiRequire.resolve('fastify'))) as {
  default: (options: { logger: boolean }) => FastifyInstance;
};
const { default: pino } = (await import(apiRequire.resolve('pino'))) as {
  default: (options: { level: string }) => Logger;
};

const targets = JSON.parse(process.env.BENCH_TARGETS ?? '[]') as { path: string; body: string }[];

const config = loadConfig();
const deps = await createDeps(config, pino({ level: 'silent' }));
const shop = await buildApp(deps, { logger: false });
await shop.listen({ port: 0, host: '127.0.0.1' });

// The bare routes answer exactly what the shop answers, fetched once from the shop itself.
const bare = Fastify({ logger: false });
const bareBody = Fastify({ logger: false });
/** Headers every Fastify answer gets on its own: not part of what the shop chose to send. */
const FASTIFY_OWN = new Set(['date', 'connection', 'keep-alive', 'content-length']);
for (const t of targets) {
  const res = await shop.inject({
    method: 'POST',
    url: t.path,
    headers: { 'content-type': 'application/json' },
    payload: t.body,
  });
  if (res.statusCode !== 200 || res.json().result !== 1)
    throw new Error(`${t.path} answered ${res.statusCode} ${res.body}`);
  const bytes = res.rawPayload;
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name, value]) => !FASTIFY_OWN.has(name) && typeof value === 'string'),
  ) as Record<string, string>;
  bare.post(t.path, (_request, reply) => reply.headers(headers).send(bytes));
  bareBody.post(t.path, (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
}
await bare.listen({ port: 0, host: '127.0.0.1' });
await bareBody.listen({ port: 0, host: '127.0.0.1' });

const port = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};
process.stdout.write(`${JSON.stringify({ shop: port(shop), bare: port(bare), bareBody: port(bareBody) })}\n`);

process.stdin.resume();
process.stdin.on('end', async () => {
  await bare.close();
  await bareBody.close();
  await shop.close();
  await closeDeps(deps);
  process.exit(0);
});
