import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/support/use-test-context.ts';

describe("the shop's database connections", () => {
  const ctx = useTestContext();

  it('run without JIT compilation, in Prisma, the plain SQL and checkout alike', async () => {
    // At a million orders the dashboard's chart query compiled for 150 ms to run for 6: its row
    // estimate crosses jit_above_cost, and the shop's statements are short (docs/benchmarks.md).
    const viaPrisma = await ctx.deps.prisma.$queryRaw<{ jit: string }[]>`SHOW jit`;
    const viaSql = await ctx.deps.sql.query<{ jit: string }>('SHOW jit');
    const viaCheckout = await ctx.deps.checkoutSql.query<{ jit: string }>('SHOW jit');
    expect([viaPrisma[0]!.jit, viaSql.rows[0]!.jit, viaCheckout.rows[0]!.jit]).toEqual(['off', 'off', 'off']);
  });
});
