import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { diffSchemas, readSchema } from '../../../../scripts/lib/prisma-diff.ts';
import { withClient } from '../support/pg-client.ts';

/**
 * The committed SQL migrations and schema.prisma must describe the same database: the test builds
 * one database from the schema alone (Prisma's own SQL for it) and compares its catalogue with this
 * file's database, which was built from the migrations.
 */
const adminUrl = inject('adminDatabaseUrl');
const expectedName = `hf_expected_${randomBytes(4).toString('hex')}`;

function urlFor(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const CATALOGUE = `
  SELECT 'column' AS kind, table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
         coalesce(column_default, '') AS item
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name NOT IN ('_migration', '_seed')
  UNION ALL
  SELECT 'index', indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename NOT IN ('_migration', '_seed')
  UNION ALL
  SELECT 'constraint', conrelid::regclass || ' ' || pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text NOT IN ('_migration', '_seed')
  ORDER BY 1, 2`;

async function catalogue(url: string): Promise<string[]> {
  return withClient(url, async (c) =>
    (await c.query<{ kind: string; item: string }>(CATALOGUE)).rows.map((r) => `${r.kind}: ${r.item}`),
  );
}

afterAll(async () => {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${expectedName}" WITH (FORCE)`));
});

describe('prisma/migrations', () => {
  it('builds the database that schema.prisma describes', async () => {
    const sql = diffSchemas(null, readSchema(), adminUrl);
    await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${expectedName}"`));
    await withClient(urlFor(expectedName), (c) => c.query(sql));
    const fromMigrations = await catalogue(process.env.DATABASE_URL as string);
    const fromSchema = await catalogue(urlFor(expectedName));
    expect(fromMigrations).toEqual(fromSchema);
  }, 120_000);
});
