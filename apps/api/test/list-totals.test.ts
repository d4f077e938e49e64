import { describe, expect, it } from 'vitest';
import { TOTAL_FRESH_MS } from '../src/db/list-totals.ts';
import { listAudit } from '../src/modules/audit/list-audit.ts';
import { listCustomers } from '../src/modules/customer/list-customers.ts';
import { listKycs } from '../src/modules/kyc/staff/list-kycs.ts';
import { listSerials } from '../src/modules/support/staff/manage-serials.ts';
import { eventually } from './support/jobs.ts';
import { statementsOf } from './support/query-plans.ts';
import { useTestContext } from './support/use-test-context.ts';

// docs/domain.md D7: at a million orders counting a large list (2,000,000 audit rows, 200,000 buyers) took
// 50 to 300 ms on every page, more than the page itself. A large total is now kept a few seconds
// and counted again behind the answer (db/list-totals.ts); these lists show it with real rows.
describe('back-office lists keep a large total for a few seconds', () => {
  const ctx = useTestContext();
  const page = { page: 1, limit: 20 };
  const sql = (text: string) => ctx.deps.sql.query(text);

  it.each([
    [
      'audit/list',
      (n: number) =>
        sql(`INSERT INTO audit_event (action, "entityType", "entityId") SELECT 'orders.ship', 'order', 'SO' || g
             FROM generate_series(1, ${n}) g`),
      () => listAudit(ctx.deps, page),
    ],
    [
      'serials/list',
      (n: number) =>
        sql(`INSERT INTO machine_serial ("machineCode", "productCategoryName")
             SELECT 'TT' || (extract(epoch FROM clock_timestamp()) * 1e6)::bigint || '-' || g, 'Forge' FROM generate_series(1, ${n}) g`),
      () => listSerials(ctx.deps, page),
    ],
    [
      'customers/list',
      (n: number) =>
        sql(`INSERT INTO "user" (email, "passwordHash", "updatedAt")
             SELECT 'b' || (extract(epoch FROM clock_timestamp()) * 1e6)::bigint || '-' || g || '@example.com', 'x', now()
             FROM generate_series(1, ${n}) g`),
      () => listCustomers(ctx.deps, page),
    ],
    [
      'kyc/list',
      (n: number) =>
        sql(`WITH u AS (
               INSERT INTO "user" (email, "passwordHash", "updatedAt")
               SELECT 'k' || (extract(epoch FROM clock_timestamp()) * 1e6)::bigint || '-' || g || '@example.com', 'x', now()
               FROM generate_series(1, ${n}) g RETURNING id)
             INSERT INTO kyc ("userId", status, country, "idDocumentType", "firstName", "lastName", birthday, gender,
               "idNumber", "expireDateType", "expireDate", address, postal)
             SELECT id, 2, 'Germany', 1, 'Erika', 'Muster', '1990-01-01', 2, 'X1', 1, '2031-01-01', 'Street 1', '10115' FROM u`),
      () => listKycs(ctx.deps, page),
    ],
  ])('%s: the count of a few seconds ago, then one that sees the new rows', async (_call, add, list) => {
    await add(1000);
    const before = (await list()).total;
    expect(before).toBeGreaterThanOrEqual(1000);
    await add(1);
    expect((await list()).total).toBe(before);
    // Past its freshness the kept total is still answered, while it is counted again behind it.
    ctx.clock.advance(TOTAL_FRESH_MS);
    expect((await list()).total).toBe(before);
    await eventually(async () => ((await list()).total === before + 1 ? true : undefined), 5_000);
  });

  it('a search whose first page holds every match is answered without counting them', async () => {
    // At 200,000 buyers the count read the email's trigram index a second time: 12 ms (docs/benchmarks.md).
    const email = `only-${Date.now()}@example.com`;
    await sql(`INSERT INTO "user" (email, "passwordHash", "updatedAt") VALUES ('${email}', 'x', now())`);
    const counts = async (work: () => Promise<{ total: number }>) => {
      let total = 0;
      const statements = await statementsOf(ctx.deps, async () => {
        total = (await work()).total;
      });
      return { total, counts: statements.filter((s) => /COUNT\(/i.test(s.text)).length };
    };
    expect(await counts(() => listCustomers(ctx.deps, { ...page, keyword: email }))).toEqual({ total: 1, counts: 0 });
    expect(await counts(() => listSerials(ctx.deps, { ...page, keyword: 'NO-SUCH-SERIAL' }))).toEqual({
      total: 0,
      counts: 0,
    });
    expect(await counts(() => listAudit(ctx.deps, { ...page, entityType: 'order', entityId: 'SO-NOT-THERE' }))).toEqual(
      { total: 0, counts: 0 },
    );
    // A second page, or a full first one, still needs the count.
    const second = await counts(() => listCustomers(ctx.deps, { page: 2, limit: 1, keyword: email }));
    expect(second).toEqual({ total: 1, counts: 1 });
  });
});
