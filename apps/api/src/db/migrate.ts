import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { grantAppRole } from './roles.ts';

export interface MigrateOptions {
  /**
   * The role the app connects as (DATABASE_URL's user): after the migrations it gets its rows and
   * no more (roles.ts). Unset only where one role does everything (`pnpm db:migrate` on a laptop).
   */
  appRole?: string;
}

/**
 * Applies the committed SQL migrations in prisma/migrations, in name order, each in its own
 * transaction together with its row in `_migration`. One way for `npm start`, the tests and the
 * compose migrate service (docs/decisions/002-migrations.md). An advisory lock keeps two starting
 * processes from applying the same file twice. `databaseUrl` is the owner's; every run then grants
 * the app role its rows (decision 020), so a table a new migration adds, or a restored database,
 * is the app's to use.
 */
export async function migrate(
  databaseUrl: string,
  migrationsDir: string,
  log: (line: string) => void = () => {},
  options: MigrateOptions = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query(
      'CREATE TABLE IF NOT EXISTS "_migration" (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    // The demo seed's record (prisma/seed/run.ts) is made here, by the owner: the seed runs as the
    // app's role, which may create no table.
    await client.query(
      'CREATE TABLE IF NOT EXISTS "_seed" (name text PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM "_migration"')).rows.map((r) => r.name),
    );
    const names = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    for (const name of names) {
      if (done.has(name)) continue;
      const sql = readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO "_migration" (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
      log(`applied migration ${name}`);
    }
    if (options.appRole) await grantAppRole(client, options.appRole);
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
  return applied;
}

export const defaultMigrationsDir = path.resolve(import.meta.dirname, '../../../../prisma/migrations');
