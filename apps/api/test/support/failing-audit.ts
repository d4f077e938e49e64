import type { TestContext } from './test-app.ts';

/**
 * Makes the audit log refuse rows of one action in this file's database (a trigger that raises), so
 * a test can show that a staff change and its audit row commit or roll back together. Answers the
 * function that lifts the refusal.
 */
export async function failAuditWrites(ctx: Pick<TestContext, 'deps'>, action: string): Promise<() => Promise<void>> {
  const name = `test_fail_audit_${action.replace(/[^a-z0-9]+/gi, '_')}`;
  const literal = action.replace(/'/g, "''");
  await ctx.deps.prisma.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the audit log refuses % in this test', NEW.action;
    END $$`);
  await ctx.deps.prisma.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE INSERT ON audit_event FOR EACH ROW WHEN (NEW.action = '${literal}') EXECUTE FUNCTION ${name}()`,
  );
  return async () => {
    await ctx.deps.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON audit_event`);
    await ctx.deps.prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${name}()`);
  };
}
