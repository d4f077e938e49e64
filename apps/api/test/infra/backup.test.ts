import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPaymentProof, getOrderByOrderNo, getUserInfo } from '@hashforge/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runSeed } from '../../../../prisma/seed/run.ts';
import { createBackup, findPgBinary, pruneBackups, restoreBackup } from '../../../../scripts/lib/backup.ts';
import { loadConfig } from '../../src/config.ts';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate.ts';
import { loginOf, urlAs } from '../../src/db/roles.ts';
import { createStorage } from '../../src/storage.ts';
import { call } from '../support/call.ts';
import { createBuyer, createReadyBuyer, orderProduct, submitKycFor, uploadImage } from '../support/factories/buying.ts';
import { createTestProduct } from '../support/factories/catalog.ts';
import { withClient } from '../support/pg-client.ts';
import { startTestS3, type TestS3 } from '../support/s3-server.ts';
import { createTestContext } from '../support/test-app.ts';
import { useTestContext } from '../support/use-test-context.ts';

/** Both shops sign tokens and file URLs alike, so the restored one accepts the original's logins. */
const JWT_SECRET = 'b7e1c9a3d5f2'.repeat(5);
const adminUrl = inject('adminDatabaseUrl');
const created: string[] = [];
const dirs: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = `hf_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  await admin.end();
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Every row of every table, as JSON, in a stable order: what "finds every row" compares. */
function snapshot(databaseUrl: string): Promise<Record<string, unknown[]>> {
  return withClient(databaseUrl, async (client) => {
    const tables = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const all: Record<string, unknown[]> = {};
    for (const { name } of tables.rows) {
      const rows = await client.query(`SELECT * FROM "${name}"`);
      all[name] = rows.rows.map((r) => JSON.stringify(r)).sort();
    }
    return all;
  });
}

let s3: TestS3;
let buyer: Awaited<ReturnType<typeof createReadyBuyer>>;
let orderNo: string;
let backupDir: string;

beforeAll(async () => {
  s3 = await startTestS3('hf-restored');
});
afterAll(async () => {
  await s3.stop();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const shop = useTestContext({ JWT_SECRET });

beforeAll(async () => {
  // A shop as a vendor runs it: the demo catalogue and content (public files), a buyer with KYC
  // images, an order and its payment proof (private files).
  await runSeed(shop.deps.config);
  buyer = await createReadyBuyer(shop);
  await submitKycFor(shop, await createBuyer(shop));
  orderNo = await orderProduct(shop, buyer, await createTestProduct(shop), 1);
  const proof = await call(
    shop,
    createPaymentProof,
    { orderNo, fileModels: [await uploadImage(shop, buyer.token)], currentPayAmount: '100' },
    buyer.token,
  );
  expect(proof.body).toMatchObject({ result: 1 });
  backupDir = tempDir('hf-backups-');
}, 120_000);

describe('npm run backup, then npm run restore FILE', () => {
  it('restores a shop with orders, proofs and files into a fresh database and storage: every row, every file', async () => {
    const { file, manifest } = await createBackup({ config: shop.deps.config, dir: backupDir, keep: 7 });
    expect(path.basename(file)).toMatch(/^hashforge-\d{8}T\d{9}Z\.tar\.gz$/);
    expect(manifest.missing).toEqual([]);
    expect(manifest.tables.order).toBe(await shop.deps.prisma.order.count());
    expect(await shop.deps.prisma.order.count({ where: { orderNo } })).toBe(1);
    expect(manifest.tables.order_aging).toBeGreaterThanOrEqual(1);
    const storedFiles = await shop.deps.prisma.storedFile.findMany();
    expect(storedFiles.filter((f) => f.isPrivate).length).toBeGreaterThanOrEqual(3);
    expect(storedFiles.filter((f) => !f.isPrivate).length).toBeGreaterThan(10);
    expect(manifest.files.map((f) => f.key).sort()).toEqual(storedFiles.map((f) => f.storageKey).sort());

    // A fresh database and an empty bucket on another S3 server: nothing carries over but the archive.
    // The restore runs where compose's migrate service runs, with the owner's URL beside the app's.
    const freshUrl = await emptyDatabase();
    const app = loginOf(shop.deps.config.DATABASE_URL);
    const freshAppUrl = urlAs(freshUrl, app);
    const target = loadConfig({
      ...process.env,
      MIGRATION_DATABASE_URL: freshUrl,
      DATABASE_URL: freshAppUrl,
      DATA_DIR: tempDir('hf-restored-'),
      ...s3.env,
    });
    await restoreBackup({ config: target, file });

    expect(await snapshot(freshUrl)).toEqual(await snapshot(shop.deps.config.DATABASE_URL));
    const restoredStorage = createStorage(target, JWT_SECRET);
    for (const stored of storedFiles) {
      const original = await shop.deps.storage.get(stored.storageKey);
      expect((await restoredStorage.get(stored.storageKey)).equals(original), stored.storageKey).toBe(true);
    }

    // The owner owns what was restored; the dump carries no grants, so the app's role has no rows
    // until the migrate run that follows every restore (README) gives them back.
    const owners = await withClient(freshUrl, (c) =>
      c.query("SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'"),
    );
    expect(owners.rows).toEqual([{ owner: loginOf(freshUrl).user }]);
    await expect(withClient(freshAppUrl, (c) => c.query('SELECT count(*) FROM "order"'))).rejects.toThrow(
      /permission denied/,
    );
    expect(await migrate(freshUrl, defaultMigrationsDir, () => {}, { appRole: app.user })).toEqual([]);

    // The restored shop runs as the app's role: the buyer's login still holds, the order and its
    // proof image are there, and its audit log is as append-only as the original's.
    const restored = await createTestContext({ JWT_SECRET, DATABASE_URL: freshAppUrl, ...s3.env });
    try {
      await expect(withClient(freshAppUrl, (c) => c.query('DELETE FROM audit_event'))).rejects.toThrow(
        /permission denied for table audit_event/,
      );
      const me = await call(restored, getUserInfo, {}, buyer.token);
      expect(me.body).toMatchObject({ result: 1 });
      const order = await call(restored, getOrderByOrderNo, { orderNo }, buyer.token);
      expect(order.body).toMatchObject({ result: 1 });
      const proofFile = await shop.deps.prisma.storedFile.findFirstOrThrow({
        where: { ownerId: buyer.id, isPrivate: true },
        orderBy: { id: 'desc' },
      });
      const url = await restored.deps.storage.privateUrl(proofFile.storageKey);
      const image = await restored.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(await shop.deps.storage.get(proofFile.storageKey))).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a database that already has tables, and changes nothing there', async () => {
    const { file } = await createBackup({ config: shop.deps.config, dir: tempDir('hf-backups-'), keep: 7 });
    const before = await snapshot(shop.deps.config.DATABASE_URL);
    expect(shop.deps.config.MIGRATION_DATABASE_URL).toBeDefined();
    await expect(restoreBackup({ config: shop.deps.config, file })).rejects.toThrow(/the database is not empty/);
    expect(await snapshot(shop.deps.config.DATABASE_URL)).toEqual(before);
  });

  it('refuses an archive that is not a backup, and a file that does not exist', async () => {
    const target = loadConfig({ ...process.env, MIGRATION_DATABASE_URL: await emptyDatabase() });
    await expect(restoreBackup({ config: target, file: path.join(backupDir, 'nope.tar.gz') })).rejects.toThrow(
      /no backup archive/,
    );
    const other = tempDir('hf-other-');
    writeFileSync(path.join(other, 'manifest.json'), JSON.stringify({ format: 'something-else', version: 1 }));
    const archive = path.join(tempDir('hf-other-archive-'), 'other.tar.gz');
    expect(spawnSync('tar', ['-czf', archive, '-C', other, '.']).status).toBe(0);
    await expect(restoreBackup({ config: target, file: archive })).rejects.toThrow(/is not a HashForge backup/);
  });

  it('keeps the newest BACKUP_KEEP archives and deletes the older ones', async () => {
    const dir = tempDir('hf-keep-');
    const days = [1, 2, 3, 4].map((d) => new Date(Date.UTC(2026, 10, d, 3)));
    for (const now of days) await createBackup({ config: shop.deps.config, dir, keep: 2, now });
    expect(readdirSync(dir).sort()).toEqual([
      'hashforge-20261103T030000000Z.tar.gz',
      'hashforge-20261104T030000000Z.tar.gz',
    ]);
    // Nothing else in the directory is touched, and at least one archive always stays.
    expect(await pruneBackups(dir, 0)).toEqual(['hashforge-20261103T030000000Z.tar.gz']);
    expect(readdirSync(dir)).toEqual(['hashforge-20261104T030000000Z.tar.gz']);
  });
});

describe('finding pg_dump and pg_restore', () => {
  const nowhere = { debianRoot: '/nonexistent/postgresql', embeddedBin: '/nonexistent/bin' };

  it('says how to get them when there are none', () => {
    expect(() => findPgBinary('pg_dump', { PATH: '' }, nowhere)).toThrow(
      /pg_dump not found .*apt-get install -y postgresql-client.*PG_BIN/,
    );
  });

  it("takes PG_BIN first, then PATH, then the newest of Debian's versioned directories", () => {
    const root = tempDir('hf-pgbin-');
    const make = (dir: string) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'pg_dump'), '');
      return path.join(dir, 'pg_dump');
    };
    const debian = path.join(root, 'postgresql');
    make(path.join(debian, '15/bin'));
    const newest = make(path.join(debian, '17/bin'));
    const onPath = make(path.join(root, 'path'));
    const chosen = make(path.join(root, 'chosen'));
    const known = { debianRoot: debian, embeddedBin: '/nonexistent/bin' };
    expect(findPgBinary('pg_dump', { PATH: '' }, known)).toBe(newest);
    expect(findPgBinary('pg_dump', { PATH: path.dirname(onPath) }, known)).toBe(onPath);
    expect(findPgBinary('pg_dump', { PATH: path.dirname(onPath), PG_BIN: path.dirname(chosen) }, known)).toBe(chosen);
  });
});
