import { randomBytes } from 'node:crypto';
import type { TestContext } from '../test-app.ts';
import { createBuyer, type TestBuyer } from './buyer.ts';

/**
 * A repair request written straight to the database at a given stage (the buyer's flow has its own
 * tests), for the after-sales desk's tests and the permission matrix.
 */
export async function createAfterSaleAt(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  state: { status: number; payStatus?: number; payAmount?: string; paidAmount?: string },
  buyer?: TestBuyer,
): Promise<{ id: number; buyer: TestBuyer; machineCode: string }> {
  const owner = buyer ?? (await createBuyer(ctx));
  const now = ctx.deps.clock.now();
  const machineCode = `HF${randomBytes(5).toString('hex').toUpperCase()}`;
  const row = await ctx.deps.prisma.afterSale.create({
    data: {
      userId: owner.id,
      userName: 'Erika Mustermann',
      email: owner.email,
      mobile: '15123456789',
      mobileCode: '+49',
      describes: 'Hashboard 2 is not detected after a power cut.',
      payIntention: '1',
      status: state.status,
      payStatus: state.payStatus ?? 0,
      payAmount: state.payAmount ?? null,
      paidAmount: state.paidAmount ?? '0',
      createdAt: now,
      updatedAt: now,
      statusChangedAt: now,
      codes: { create: [{ machineCode, status: -1, productCategoryName: '' }] },
    },
  });
  return { id: row.id, buyer: owner, machineCode };
}
