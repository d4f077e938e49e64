import { withClient } from './pg-client.ts';

/** A statement as the database's owner (MIGRATION_DATABASE_URL): the app's role may not add triggers. */
async function asOwner(sql: string): Promise<void> {
  await withClient(process.env.MIGRATION_DATABASE_URL, (owner) => owner.query(sql));
}

/**
 * Makes the audit log refuse rows of one action in this file's database (a trigger that raises), so
 * a test can show that a staff change and its audit row commit or roll back together. Answers the
 * function that lifts the refusal.
 */
export async function failAuditWrites(action: string): Promise<() => Promise<void>> {
  const name = `test_fail_audit_${action.replace(/[^a-z0-9]+/gi, '_')}`;
  const literal = action.replace(/'/g, "''");
  await asOwner(`
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the audit log refuses % in this test', NEW.action;
    END $$;
    CREATE TRIGGER ${name} BEFORE INSERT ON audit_event FOR EACH ROW
      WHEN (NEW.action = '${literal}') EXECUTE FUNCTION ${name}();`);
  return () => asOwner(`DROP TRIGGER IF EXISTS ${name} ON audit_event; DROP FUNCTION IF EXISTS ${name}();`);
}
