import { getCouponPager } from '@hashforge/contract';
import { couponDesk } from '@hashforge/contract/admin/coupons';
import { customerDesk } from '@hashforge/contract/admin/customers';
import { couponOverLimit } from '@hashforge/contract/admin/messages';
import { settingsDesk } from '@hashforge/contract/admin/settings';
import { describe, expect, it } from 'vitest';
import { adminCall } from '#api/test/support/admin.ts';
import { call } from '#api/test/support/call.ts';
import { createBuyer } from '#api/test/support/factories/buyer.ts';
import { type SignedInStaff, useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');
const owner = useStaffSession(ctx, 'owner');

const window = { startTime: '2026-01-01', endTime: '2036-01-01' };

/** coupons/create of a general coupon (type 1) worth `price`, valid for the test window. */
function createGeneralCoupon(session: SignedInStaff, name: string, price: string) {
  return adminCall(ctx, couponDesk.create, { name, type: 1, price, ...window }, { session });
}

/** What a refused coupon call must leave as it was. */
async function couponState() {
  const [templates, copies, audit, jobs] = await Promise.all([
    ctx.deps.prisma.coupon.count(),
    ctx.deps.prisma.userCoupon.count(),
    ctx.deps.prisma.auditEvent.count({ where: { action: { startsWith: 'co' } } }),
    ctx.deps.queues.coupon.getJobCounts(),
  ]);
  return { templates, copies, audit, jobs };
}

describe('coupons above the owner’s limit', () => {
  it('a merchandiser cannot create, issue or give a coupon above USD 500.00 (the default); the owner can', async () => {
    const settings = await owner.call(settingsDesk.get, {});
    expect(settings.body.data.couponLimit).toBe('500.00');
    const buyer = await createBuyer(ctx);

    const before = await couponState();
    const refusals = [
      await createGeneralCoupon(merchandiser, 'Free miner', '5000.00'),
      await merchandiser.call(couponDesk.create, {
        name: 'Just over',
        type: 3,
        price: '500.01',
        excessAmount: '600.00',
        ...window,
      }),
      await merchandiser.call(customerDesk.issueCoupon, { userId: buyer.id, type: 1, price: '2500', ...window }),
    ];
    for (const res of refusals) expect(res.body).toEqual({ result: 0, msg: couponOverLimit('500.00'), data: null });
    expect(await couponState()).toEqual(before);

    // At the limit is within it.
    const atLimit = await createGeneralCoupon(merchandiser, 'Loyalty', '500.00');
    expect(atLimit.body.result, atLimit.body.msg).toBe(1);

    // The owner may; a merchandiser may not hand the owner's coupon out, to one buyer or to everyone.
    const big = await createGeneralCoupon(owner, 'Partner', '5000.00');
    expect(big.body.result, big.body.msg).toBe(1);
    const couponId = big.body.data.couponId;
    const beforeIssue = await couponState();
    const issue = await merchandiser.call(couponDesk.issue, { couponId, emails: [buyer.email] });
    expect(issue.body).toEqual({ result: 0, msg: couponOverLimit('500.00'), data: null });
    const toAll = await merchandiser.call(couponDesk.issueToAll, { couponId });
    expect(toAll.body).toEqual({ result: 0, msg: couponOverLimit('500.00'), data: null });
    expect(await couponState()).toEqual(beforeIssue);
    const pager = await call(ctx, getCouponPager, { page: 1, limit: 10, status: 1 }, buyer.token);
    expect(pager.body.data.total).toBe(0);

    const byOwner = await owner.call(couponDesk.issue, { couponId, emails: [buyer.email] });
    expect(byOwner.body.data).toMatchObject({ issued: 1 });
    const given = await owner.call(customerDesk.issueCoupon, { userId: buyer.id, type: 1, price: '2500', ...window });
    expect(given.body.result, given.body.msg).toBe(1);
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { staffId: owner.staff.id, action: { in: ['coupons.create', 'coupons.issue', 'customers.issue-coupon'] } },
    });
    expect(audit.map((a) => a.action).sort()).toEqual(['coupons.create', 'coupons.issue', 'customers.issue-coupon']);
  });

  it('the owner sets the limit in settings (audited); a merchandiser then works within the new one', async () => {
    const raised = await owner.call(settingsDesk.update, { couponLimit: '1200' });
    expect(raised.body.result, raised.body.msg).toBe(1);
    expect(raised.body.data.couponLimit).toBe('1200.00');
    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'settings.update', staffId: owner.staff.id },
      orderBy: { id: 'desc' },
    });
    expect(audit).toMatchObject({ before: { couponLimit: '500.00' }, after: { couponLimit: '1200.00' } });

    const within = await createGeneralCoupon(merchandiser, 'Spring', '1200.00');
    expect(within.body.result, within.body.msg).toBe(1);
    const over = await createGeneralCoupon(merchandiser, 'Spring+', '1200.01');
    expect(over.body).toEqual({ result: 0, msg: couponOverLimit('1200.00'), data: null });

    // Only the owner changes it; a wrong amount is refused and changes nothing.
    const denied = await merchandiser.call(settingsDesk.update, { couponLimit: '999999' });
    expect(denied.body.result).toBe(0);
    for (const couponLimit of ['-1', 'lots', '1.234', '', 12]) {
      const bad = await owner.call(settingsDesk.update, { couponLimit });
      expect(bad.body.result, String(couponLimit)).toBe(0);
    }
    expect((await owner.call(settingsDesk.get, {})).body.data.couponLimit).toBe('1200.00');
  });

  it('no coupon is worth more than the database can hold, the owner’s included', async () => {
    const before = await couponState();
    const res = await createGeneralCoupon(owner, 'Typo', '10000000000.00');
    expect(res.body.result).toBe(0);
    expect(await couponState()).toEqual(before);
  });
});
