import { getCouponPager } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { grantCoupon } from '../../../test/support/factories/buying.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('POST user/coupon/getPager', () => {
  it('lists unused, used and expired coupons; a coupon past its end time is expired whatever is stored', async () => {
    const buyer = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const now = ctx.clock.now().getTime();
    const unused = await grantCoupon(ctx, buyer.id, { type: 2, productClass: 'HashForge', productCategoryName: 'S21' });
    const used = await grantCoupon(ctx, buyer.id, { status: 2 });
    const storedExpired = await grantCoupon(ctx, buyer.id, { status: 3 });
    const endedUnused = await grantCoupon(ctx, buyer.id, { endTime: new Date(now - DAY) });
    const endsSoon = await grantCoupon(ctx, buyer.id, { type: 3, excessAmount: '3000', endTime: new Date(now + HOUR) });
    await grantCoupon(ctx, other.id);

    const page = async (status?: number) =>
      (await call(ctx, getCouponPager, { page: 1, limit: 10, ...(status ? { status } : {}) }, buyer.token)).body.data;
    const unusedPage = await page(1);
    expect(unusedPage.list.map((c) => c.id).sort()).toEqual([unused, endsSoon].sort());
    expect(unusedPage.list.find((c) => c.id === unused)).toMatchObject({
      type: 2,
      price: '100.00',
      productClass: 'HashForge',
      productCategoryName: 'S21',
      status: 1,
    });
    expect(unusedPage.list.find((c) => c.id === endsSoon)).toMatchObject({ excessAmount: '3000.00' });
    expect((await page(2)).list.map((c) => c.id)).toEqual([used]);
    const expired = await page(3);
    expect(expired.list.map((c) => c.id).sort()).toEqual([storedExpired, endedUnused].sort());
    expect(expired.list.every((c) => c.status === 3)).toBe(true);
    expect((await page()).total).toBe(5);

    // Two hours later the coupon that was about to end shows as expired.
    ctx.clock.advance(2 * HOUR);
    expect((await page(1)).list.map((c) => c.id)).toEqual([unused]);
    expect((await page(3)).list.map((c) => c.id)).toContain(endsSoon);
    ctx.clock.advance(-2 * HOUR);
  });

  it('pages with limit and refuses an unknown status', async () => {
    const buyer = await createBuyer(ctx);
    for (let i = 0; i < 12; i++) await grantCoupon(ctx, buyer.id);
    const p2 = await call(ctx, getCouponPager, { page: 2, limit: 10, status: 1 }, buyer.token);
    expect(p2.body.data).toMatchObject({ total: 12 });
    expect(p2.body.data.list).toHaveLength(2);
    const bad = await call(ctx, getCouponPager, { page: 1, limit: 10, status: 7 }, buyer.token);
    expect(bad.body).toMatchObject({ result: 0, msg: 'status is 1 unused, 2 used or 3 expired' });
  });
});
