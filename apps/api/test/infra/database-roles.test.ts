import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, provisionShopDatabase, repoRoot, START_APP_LOGIN } from '../../../../scripts/lib/services.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ensureLoginRole, loginOf, servingRoleRefusal, urlAs } from '../../src/db/roles.ts';
import { recordAudit } from '../../src/modules/audit/record-audit.ts';
import { withClient } from '../support/pg-client.ts';
import { productionEnv } from '../support/production-env.ts';
import { useTestContext } from '../support/use-test-context.ts';

/**
 * The audit log must be append-only against whoever holds DATABASE_URL, not only against the
 * application's code: the API connects as a role that owns nothing, and the owner migrates.
 */
const ctx = useTestContext();
const appUrl = () => process.env.DATABASE_URL as string;
const ownerUrl = () => process.env.MIGRATION_DATABASE_URL as string;
const adminUrl = inject('adminDatabaseUrl');
const rolesMade: string[] = [];
const databasesMade: string[] = [];
/** The schema's tables, by oid: a name-based privilege check would also resolve other schemas' tables. */
const PUBLIC_TABLES = `SELECT c.relname AS "table" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`;
const dirs: string[] = [];

async function sqlAs<T extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  return withClient(url, (client) => client.query<T>(text, values));
}

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const name of databasesMade) await sqlAs(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  // A role that holds privileges in this file's database goes only once they are gone.
  for (const role of rolesMade) {
    await sqlAs(ownerUrl(), `DROP OWNED BY "${role}"`).catch(() => undefined);
    await sqlAs(adminUrl, `DROP ROLE IF EXISTS "${role}"`);
  }
});

/** An empty database on the test server, as the owner (the admin) sees it. */
async function emptyDatabase(): Promise<string> {
  const name = `hf_roles_${randomBytes(4).toString('hex')}`;
  await sqlAs(adminUrl, `CREATE DATABASE "${name}"`);
  databasesMade.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A login of this file's own, dropped at the end. */
function newLogin(): { user: string; password: string } {
  const user = `hf_roles_${randomBytes(4).toString('hex')}`;
  rolesMade.push(user);
  return { user, password: randomBytes(8).toString('hex') };
}

/** Records one audit event through the app, as any staff action does; answers its id. */
async function auditRow(action: string): Promise<string> {
  await recordAudit(ctx.deps.prisma, null, { action, entityType: 'test', entityId: '1', source: 'test' });
  return String((await ctx.deps.prisma.auditEvent.findFirstOrThrow({ where: { action } })).id);
}

describe('the role the API connects as', () => {
  it('is neither the owner nor a superuser, and owns no table', async () => {
    const [me] = await ctx.deps.prisma.$queryRaw<{ user: string; superuser: boolean }[]>`
      SELECT current_user AS "user", rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`;
    expect(me!.user).toBe(loginOf(appUrl()).user);
    expect(me!.user).not.toBe(loginOf(ownerUrl()).user);
    expect(me!.superuser).toBe(false);
    const owned = await sqlAs(
      ownerUrl(),
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner = $1",
      [me!.user],
    );
    expect(owned.rows).toEqual([]);
    const audit = await sqlAs<{ owner: string }>(
      ownerUrl(),
      "SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'audit_event'",
    );
    expect(audit.rows[0]!.owner).toBe(loginOf(ownerUrl()).user);
  });

  it('adds audit rows and reads them, but cannot update, delete or truncate them', async () => {
    const id = await auditRow('roles.kept');
    const read = await sqlAs(appUrl(), 'SELECT action FROM audit_event WHERE id = $1', [id]);
    expect(read.rows).toEqual([{ action: 'roles.kept' }]);
    await expect(sqlAs(appUrl(), `UPDATE audit_event SET action = 'roles.rewritten' WHERE id = ${id}`)).rejects.toThrow(
      /permission denied for table audit_event/,
    );
    await expect(sqlAs(appUrl(), `DELETE FROM audit_event WHERE id = ${id}`)).rejects.toThrow(
      /permission denied for table audit_event/,
    );
    await expect(sqlAs(appUrl(), 'TRUNCATE audit_event')).rejects.toThrow(/permission denied for table audit_event/);
    expect((await sqlAs(ownerUrl(), 'SELECT action FROM audit_event WHERE id = $1', [id])).rows).toEqual([
      { action: 'roles.kept' },
    ]);
  });

  it('cannot disable, drop or rewrite the trigger that keeps the log append-only', async () => {
    const attempts = [
      'ALTER TABLE audit_event DISABLE TRIGGER ALL',
      'ALTER TABLE audit_event DISABLE TRIGGER audit_event_no_update_delete',
      'ALTER TABLE audit_event DISABLE TRIGGER USER',
      'DROP TRIGGER audit_event_no_update_delete ON audit_event',
      'DROP TRIGGER audit_event_no_truncate ON audit_event',
      'CREATE OR REPLACE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$',
      'ALTER TABLE audit_event OWNER TO CURRENT_USER',
    ];
    for (const attempt of attempts) {
      await expect(sqlAs(appUrl(), attempt), attempt).rejects.toThrow(/must be owner|permission denied/);
    }
    const triggers = await sqlAs<{ name: string; enabled: string }>(
      ownerUrl(),
      `SELECT tgname AS name, tgenabled AS enabled FROM pg_trigger
        WHERE tgrelid = 'audit_event'::regclass AND NOT tgisinternal ORDER BY tgname`,
    );
    expect(triggers.rows).toEqual([
      { name: 'audit_event_no_truncate', enabled: 'O' },
      { name: 'audit_event_no_update_delete', enabled: 'O' },
    ]);
  });

  it('cannot alter or drop any table, nor write the migration record', async () => {
    for (const attempt of [
      'ALTER TABLE "order" ADD COLUMN rewritten text',
      'ALTER TABLE "user" DISABLE TRIGGER ALL',
      'DROP TABLE stored_file',
      'DROP TABLE audit_event',
      'CREATE TRIGGER sneak BEFORE INSERT ON audit_event FOR EACH ROW EXECUTE FUNCTION audit_event_append_only()',
    ]) {
      await expect(sqlAs(appUrl(), attempt), attempt).rejects.toThrow(/must be owner|permission denied/);
    }
    await expect(sqlAs(appUrl(), `INSERT INTO "_migration" (name) VALUES ('sneaked')`)).rejects.toThrow(
      /permission denied for table _migration/,
    );
    // No table of the schema lets the app truncate it, point a foreign key at it or hang a trigger on it.
    const loose = await sqlAs<{ table: string }>(
      appUrl(),
      `${PUBLIC_TABLES} AND has_table_privilege(c.oid, 'TRUNCATE, TRIGGER, REFERENCES')`,
    );
    expect(loose.rows).toEqual([]);
  });

  it('reads and writes the rows of every other table', async () => {
    const tables = await sqlAs<{ table: string }>(appUrl(), PUBLIC_TABLES);
    expect(tables.rows.length).toBeGreaterThan(30);
    const missing = await sqlAs<{ table: string }>(
      appUrl(),
      `${PUBLIC_TABLES} AND c.relname NOT IN ('audit_event', '_migration')
          AND NOT has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE')`,
    );
    expect(missing.rows).toEqual([]);
    const sequences = await sqlAs<{ name: string }>(
      appUrl(),
      `WITH s AS MATERIALIZED (SELECT c.oid, c.relname AS name FROM pg_class c
          JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S')
       SELECT name FROM s WHERE NOT has_sequence_privilege(oid, 'USAGE')`,
    );
    expect(sequences.rows).toEqual([]);
  });
});

describe('migrating as the owner', () => {
  it("gives the app a table a later migration adds, and still only adds and reads the audit log's", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hf-migrations-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, '29991231000000_later_table'));
    writeFileSync(
      path.join(dir, '29991231000000_later_table', 'migration.sql'),
      'CREATE TABLE "later_table" ("id" SERIAL PRIMARY KEY, "note" TEXT NOT NULL);',
    );
    const app = loginOf(appUrl()).user;
    expect(await migrate(ownerUrl(), dir, () => {}, { appRole: app })).toEqual(['29991231000000_later_table']);

    const inserted = await sqlAs<{ id: number }>(
      appUrl(),
      `INSERT INTO later_table (note) VALUES ('new') RETURNING id`,
    );
    await sqlAs(appUrl(), `UPDATE later_table SET note = 'changed' WHERE id = $1`, [inserted.rows[0]!.id]);
    expect((await sqlAs(appUrl(), 'SELECT note FROM later_table')).rows).toEqual([{ note: 'changed' }]);
    await sqlAs(appUrl(), 'DELETE FROM later_table');
    await expect(sqlAs(appUrl(), 'DROP TABLE later_table')).rejects.toThrow(/must be owner/);
    const id = await auditRow('roles.after-migrate');
    await expect(sqlAs(appUrl(), `DELETE FROM audit_event WHERE id = ${id}`)).rejects.toThrow(/permission denied/);
  });

  it('refuses to hand the app a superuser, or the owner itself', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'hf-migrations-'));
    dirs.push(emptyDir);
    const owner = loginOf(ownerUrl()).user;
    await expect(migrate(ownerUrl(), emptyDir, () => {}, { appRole: owner })).rejects.toThrow(/is the owner/);
    const superuser = `hf_roles_su_${randomBytes(4).toString('hex')}`;
    rolesMade.push(superuser);
    await sqlAs(adminUrl, `CREATE ROLE "${superuser}" SUPERUSER`);
    await expect(migrate(ownerUrl(), emptyDir, () => {}, { appRole: superuser })).rejects.toThrow(/is a superuser/);
    await expect(migrate(ownerUrl(), emptyDir, () => {}, { appRole: 'hf_roles_nobody' })).rejects.toThrow(
      /does not exist/,
    );
    // A member of the owner may SET ROLE to it; a role that owns a table may ALTER it.
    const member = newLogin().user;
    await sqlAs(adminUrl, `CREATE ROLE "${member}" LOGIN`);
    await sqlAs(adminUrl, `GRANT "${owner}" TO "${member}"`);
    await expect(migrate(ownerUrl(), emptyDir, () => {}, { appRole: member })).rejects.toThrow(
      /is a member of the owner/,
    );
    const holder = newLogin().user;
    await sqlAs(adminUrl, `CREATE ROLE "${holder}" LOGIN`);
    await sqlAs(ownerUrl(), `CREATE TABLE held (id int); ALTER TABLE held OWNER TO "${holder}"`);
    await expect(migrate(ownerUrl(), emptyDir, () => {}, { appRole: holder })).rejects.toThrow(/owns tables \(held\)/);
  });

  it('makes the app login once however many ask at the same time, and a later ask sets its password', async () => {
    const user = `hf_roles_${randomBytes(4).toString('hex')}`;
    rolesMade.push(user);
    await Promise.all([1, 2, 3, 4].map(() => ensureLoginRole(adminUrl, { user, password: 'first' })));
    const made = await sqlAs(
      adminUrl,
      `SELECT rolcanlogin, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolpassword IS NOT NULL AS "hasPassword"
         FROM pg_authid WHERE rolname = $1`,
      [user],
    );
    expect(made.rows).toEqual([
      {
        rolcanlogin: true,
        rolsuper: false,
        rolcreaterole: false,
        rolcreatedb: false,
        rolbypassrls: false,
        hasPassword: true,
      },
    ]);
    const before = await sqlAs<{ p: string }>(adminUrl, 'SELECT rolpassword AS p FROM pg_authid WHERE rolname = $1', [
      user,
    ]);
    await ensureLoginRole(adminUrl, { user, password: 'second' });
    const after = await sqlAs<{ p: string }>(adminUrl, 'SELECT rolpassword AS p FROM pg_authid WHERE rolname = $1', [
      user,
    ]);
    expect(after.rows[0]!.p).not.toBe(before.rows[0]!.p);
  });

  it("compose's migrate service makes the app's login of DATABASE_URL and gives it its rows", async () => {
    const ownerUrl = await emptyDatabase();
    const app = newLogin();
    const run = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/db/migrate-cli.ts'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          MIGRATION_DATABASE_URL: ownerUrl,
          DATABASE_URL: urlAs(ownerUrl, app),
        },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${app.user} may read and write rows, and only add to and read the audit log`);
    const appUrl = urlAs(ownerUrl, app);
    await sqlAs(appUrl, "INSERT INTO audit_event (action, \"entityType\", \"entityId\") VALUES ('x', 'y', 'z')");
    await expect(sqlAs(appUrl, 'DELETE FROM audit_event')).rejects.toThrow(/permission denied/);
    await expect(sqlAs(appUrl, 'ALTER TABLE audit_event DISABLE TRIGGER ALL')).rejects.toThrow(/must be owner/);
  }, 60_000);

  it('npm start makes the app login beside the owner it is given, and, given DATABASE_URL alone, migrates as it and serves as hashforge_app', async () => {
    const ownerUrl = await emptyDatabase();
    const app = newLogin();
    const noEmbedded = async () => {
      throw new Error('npm start was given a server: it must not start an embedded one');
    };
    const database = await provisionShopDatabase(
      { MIGRATION_DATABASE_URL: ownerUrl, DATABASE_URL: urlAs(ownerUrl, app) },
      noEmbedded,
    );
    expect(database.ownerUrl).toBe(ownerUrl);
    expect(loginOf(database.appUrl)).toEqual(app);
    expect((await sqlAs(adminUrl, 'SELECT rolsuper FROM pg_roles WHERE rolname = $1', [app.user])).rows).toEqual([
      { rolsuper: false },
    ]);
    // DATABASE_URL alone is the database the developer hands npm start: it migrates as that role
    // and the shop serves as hashforge_app, made beside it.
    const alone = await provisionShopDatabase({ DATABASE_URL: ownerUrl }, noEmbedded);
    expect(alone.ownerUrl).toBe(ownerUrl);
    expect(loginOf(alone.appUrl).user).toBe(START_APP_LOGIN.user);
    expect(new URL(alone.appUrl).pathname).toBe(new URL(ownerUrl).pathname);
    // A role that may not create roles is told what npm start needs.
    await expect(provisionShopDatabase({ DATABASE_URL: urlAs(ownerUrl, app) }, noEmbedded)).rejects.toThrow(
      /may CREATE ROLE/,
    );
  });
});

describe('an API or worker started on the wrong role', () => {
  async function start(entry: 'main.ts' | 'worker.ts', databaseUrl: string) {
    const port = await freePort();
    return spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), `apps/api/src/${entry}`],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          ...productionEnv(),
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.REDIS_URL as string,
          REDIS_PREFIX: `${process.env.REDIS_PREFIX}:wrong-role`,
          PORT: String(port),
          SMTP_URL: 'smtp://127.0.0.1:1',
          LOG_LEVEL: 'fatal',
        },
      },
    );
  }

  it('stops in production when DATABASE_URL is the owner, saying why, and so does a worker', async () => {
    for (const entry of ['main.ts', 'worker.ts'] as const) {
      const run = await start(entry, ownerUrl());
      expect(run.status, `${entry}: ${run.stderr}`).toBe(1);
      expect(run.stdout + run.stderr).toMatch(
        /signs in as \w+, which (is a superuser|owns tables \(.*\)): the API and workers must connect as/,
      );
    }
  }, 120_000);

  it('names the tables a role owns that is no superuser, and nothing wrong with the app role', async () => {
    const databaseUrl = await emptyDatabase();
    const owner = newLogin();
    await ensureLoginRole(adminUrl, owner);
    await sqlAs(databaseUrl, `GRANT CREATE ON SCHEMA public TO "${owner.user}"`);
    const asOwner = urlAs(databaseUrl, owner);
    await sqlAs(asOwner, 'CREATE TABLE audit_event (id int)');
    const ownerPool = new pg.Pool({ connectionString: asOwner });
    try {
      expect(await servingRoleRefusal(ownerPool)).toMatch(`${owner.user}, which owns tables (audit_event)`);
    } finally {
      await ownerPool.end();
    }
    const appPool = new pg.Pool({ connectionString: appUrl() });
    try {
      expect(await servingRoleRefusal(appPool)).toBeNull();
    } finally {
      await appPool.end();
    }
  });
});
