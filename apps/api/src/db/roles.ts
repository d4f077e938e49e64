import pg from 'pg';

/**
 * The shop's two database roles (docs/decisions/020-two-database-roles.md). The owner owns every
 * table and runs the migrations; the API, the workers, the seed, the staff CLI and backups connect
 * as the app role, which reads and writes rows but owns nothing, so it can neither ALTER nor DROP a
 * table nor DISABLE the audit log's trigger, and on the append-only tables it may only add and read.
 */

/** Tables whose rows, once written, nobody holding DATABASE_URL may change or remove. */
export const APPEND_ONLY_TABLES = ['audit_event'] as const;

/** The migration runner's record: backups read it, only the owner writes it. */
const OWNER_WRITES_ONLY = ['_migration'] as const;

/** A login as a database URL carries it. */
export interface Login {
  user: string;
  password: string;
}

export function loginOf(databaseUrl: string): Login {
  const url = new URL(databaseUrl);
  return { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
}

/** The same server and database as `databaseUrl`, signed in as `login`. */
export function urlAs(databaseUrl: string, login: Login): string {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(login.user);
  url.password = encodeURIComponent(login.password);
  return url.toString();
}

/**
 * Serialises role changes: roles belong to the whole server, advisory locks to one database, and
 * everyone who makes the app's login on a shared server (test runs and benches of several
 * checkouts) asks through the same database, the admin URL's.
 */
const ROLE_LOCK = 727276;

/**
 * Makes the app's login when it does not exist, as a role with no power beyond signing in; when it
 * exists, sets its password to the one given, so the URL the app connects with stays the truth
 * (compose's `.env`). Several test runs may ask at once: ROLE_LOCK takes them one by one.
 */
export async function ensureLoginRole(ownerUrl: string, login: Login): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK]);
    const role = client.escapeIdentifier(login.user);
    const password = login.password ? ` PASSWORD ${client.escapeLiteral(login.password)}` : '';
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [login.user]);
    if (exists.rowCount === 0) {
      await client.query(
        `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS${password}`,
      );
    } else if (password) {
      await client.query(`ALTER ROLE ${role} WITH LOGIN${password}`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Gives the app role its rows in the database `client` (the owner) is connected to: read and write
 * on every table and sequence there is now, only add and read on the append-only tables, only read
 * on the migration record. Run after every migration (migrate.ts), so a table a later migration
 * adds is the app's too. Refuses a role that could undo the point of having two: a superuser, the
 * owner itself or a member of it, or one that owns a table.
 */
export async function grantAppRole(client: pg.Client, appRole: string): Promise<void> {
  const { rows } = await client.query<{ superuser: boolean; isOwner: boolean; memberOfOwner: boolean }>(
    `SELECT rolsuper AS superuser, rolname = current_user AS "isOwner",
            pg_has_role(rolname, current_user, 'MEMBER') AS "memberOfOwner"
       FROM pg_roles WHERE rolname = $1`,
    [appRole],
  );
  const role = rows[0];
  if (!role) throw new Error(`the app's database role ${appRole} does not exist (README, "Run in production")`);
  if (role.isOwner) {
    throw new Error(`the app's database role ${appRole} is the owner that migrates: the app needs a role of its own`);
  }
  if (role.superuser) {
    throw new Error(`the app's database role ${appRole} is a superuser: it could rewrite the audit log`);
  }
  if (role.memberOfOwner) {
    throw new Error(
      `the app's database role ${appRole} is a member of the owner that migrates: it could act as the owner`,
    );
  }
  const owned = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tableowner = $1",
    [appRole],
  );
  if (owned.rowCount) {
    const names = owned.rows.map((r) => r.name).join(', ');
    throw new Error(`the app's database role ${appRole} owns tables (${names}): the owner that migrates must own them`);
  }

  const app = client.escapeIdentifier(appRole);
  const tables = (names: readonly string[]) => names.map((name) => client.escapeIdentifier(name)).join(', ');
  await client.query('BEGIN');
  try {
    await client.query(`GRANT USAGE ON SCHEMA public TO ${app}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`);
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`);
    await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON ${tables(APPEND_ONLY_TABLES)} FROM ${app}`);
    await client.query(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${tables(OWNER_WRITES_ONLY)} FROM ${app}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Why the role this process connected as must not serve the shop, or null when it is the app's own
 * role: a superuser, a role that owns a table (it could ALTER it or disable the audit log's trigger)
 * or one that may change audit rows. Migrate refuses to grant such a role its rows, but the API and
 * the workers are started with whatever DATABASE_URL they are given, so they ask for themselves.
 */
export async function servingRoleRefusal(db: Pick<pg.Pool, 'query'>): Promise<string | null> {
  const { rows } = await db.query<{ role: string; superuser: boolean; owned: string | null; rewritesAudit: boolean }>(
    `SELECT current_user AS role,
            (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
            (SELECT string_agg(tablename, ', ' ORDER BY tablename) FROM pg_tables
              WHERE schemaname = 'public' AND tableowner = current_user) AS owned,
            has_table_privilege('audit_event', 'UPDATE') OR has_table_privilege('audit_event', 'DELETE')
              OR has_table_privilege('audit_event', 'TRUNCATE') AS "rewritesAudit"`,
  );
  const { role, superuser, owned, rewritesAudit } = rows[0] as (typeof rows)[number];
  const why = superuser
    ? 'is a superuser'
    : owned
      ? `owns tables (${owned})`
      : rewritesAudit
        ? 'may change or remove audit rows'
        : null;
  return why
    ? `DATABASE_URL signs in as ${role}, which ${why}: the API and workers must connect as the app's own role, ` +
        'which owns nothing (README, "Database roles")'
    : null;
}

/** At start-up: in production a process on the wrong role stops (throws); elsewhere it is warned of. */
export async function checkServingRole(
  db: Pick<pg.Pool, 'query'>,
  isProduction: boolean,
  warn: (message: string) => void,
): Promise<void> {
  const refusal = await servingRoleRefusal(db);
  if (refusal && isProduction) throw new Error(refusal);
  if (refusal) warn(refusal);
}
