import type { TestContext } from './test-app.ts';

/**
 * Every table of the database as its row count and a hash of its rows, to show that a refused call
 * changed nothing. Left out: the audit log, whose refusal rows a test counts itself, the staff
 * sessions' last-seen times, and the migration and seed bookkeeping.
 */
export async function databaseState(ctx: Pick<TestContext, 'deps'>): Promise<Record<string, string>> {
  const tables = await ctx.deps.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('audit_event', 'staff_session', '_migration', '_seed')
      ORDER BY table_name`,
  );
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS state FROM "${name}" t`,
  );
  const rows = await ctx.deps.prisma.$queryRawUnsafe<{ name: string; state: string }[]>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((r) => [r.name, r.state]));
}
