import { describe, expect, it } from 'vitest';
import { getAfterSaleBoard } from '../src/modules/after-sale/staff/get-after-sale-board.ts';
import { getDashboard } from '../src/modules/dashboard/get-dashboard.ts';
import { statementsOf } from './support/query-plans.ts';
import { useTestContext } from './support/use-test-context.ts';

// docs/domain.md D7: at a million orders ten staff opening the dashboard at once queued ten times its dozen
// aggregates on the connection pool (p99 450 ms). Staff asking at once now share one reading.
describe('desks that many staff open at once', () => {
  const ctx = useTestContext();

  it.each<[string, () => Promise<unknown>]>([
    ['dashboard/get', () => getDashboard(ctx.deps, 'owner')],
    ['aftersales/board', () => getAfterSaleBoard(ctx.deps)],
  ])('%s: ten staff at once share one reading of the database, with one answer', async (_call, read) => {
    const one = (await statementsOf(ctx.deps, read)).length;
    let answers: unknown[] = [];
    const ten = await statementsOf(ctx.deps, async () => {
      answers = await Promise.all(Array.from({ length: 10 }, () => read()));
    });
    expect(one).toBeGreaterThan(0);
    expect(ten.length).toBe(one);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Read again after that reading ended: a reading of its own.
    expect((await statementsOf(ctx.deps, read)).length).toBe(one);
  });
});
