import { getCouponPager } from '@hashforge/contract';
import { couponDesk } from '@hashforge/contract/admin/coupons';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { createBuyer } from '#api/test/support/factories/buyer.ts';
import { createTestProduct } from '#api/test/support/factories/catalog.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';
import { couponWorkers } from '../coupon.worker.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');

const window = { startTime: '2026-01-01', endTime: '2036-01-01' };

describe('the coupon desk', () => {
  it('creates the three types; issues by email once per buyer; each buyer sees it unused; usage counts', async () => {
    const general = await merchandiser.call(couponDesk.create, { name: 'Welcome', type: 1, price: '50.00', ...window });
    expect(general.body.result, general.body.msg).toBe(1);
    const couponId = general.body.data.couponId;

    const product = await createTestProduct(ctx);
    const forProduct = await merchandiser.call(couponDesk.create, {
      name: 'Miner',
      type: 2,
      price: '100.00',
      productId: product.id,
      ...window,
    });
    expect(forProduct.body.result, forProduct.body.msg).toBe(1);
    const noThreshold = await merchandiser.call(couponDesk.create, {
      name: 'Spend',
      type: 3,
      price: '20.00',
      ...window,
    });
    expect(noThreshold.body).toMatchObject({ result: 0, data: { errors: [{ path: 'excessAmount' }] } });
    const threshold = await merchandiser.call(couponDesk.create, {
      name: 'Spend',
      type: 3,
      price: '20.00',
      excessAmount: '500.00',
      ...window,
    });
    expect(threshold.body.result).toBe(1);

    const a = await createBuyer(ctx);
    const b = await createBuyer(ctx);
    const issued = await merchandiser.call(couponDesk.issue, {
      couponId,
      emails: [a.email, b.email.toUpperCase(), 'nobody@example.com'],
    });
    expect(issued.body.data).toEqual({ issued: 2, alreadyIssued: 0, unknown: ['nobody@example.com'] });
    const again = await merchandiser.call(couponDesk.issue, { couponId, emails: [a.email] });
    expect(again.body.data).toEqual({ issued: 0, alreadyIssued: 1, unknown: [] });

    for (const buyer of [a, b]) {
      const pager = await call(ctx, getCouponPager, { page: 1, limit: 10, status: 1 }, buyer.token);
      expect(pager.body.data.list).toHaveLength(1);
      expect(pager.body.data.list[0]).toMatchObject({ price: '50.00', type: 1 });
    }

    const list = await merchandiser.call(couponDesk.list, { page: 1, limit: 10 });
    expect(list.body.data.list.find((c) => c.couponId === couponId)).toMatchObject({ issued: 2, used: 0 });
    expect(list.body.data.list.find((c) => c.couponId === forProduct.body.data.couponId)).toMatchObject({
      productClass: 'HashForge Test',
      productCategoryName: expect.stringContaining('Test'),
    });
    const usage = await merchandiser.call(couponDesk.usage, { page: 1, limit: 10, couponId });
    expect(usage.body.data.list.map((u) => [u.userId, u.status, u.orderNo]).sort()).toEqual(
      [
        [a.id, 1, null],
        [b.id, 1, null],
      ].sort(),
    );
  });

  it('issues to every KYC-approved buyer as a background job, once however often it is asked', async () => {
    const approved = await Promise.all([createBuyer(ctx, { kycStatus: 2 }), createBuyer(ctx, { kycStatus: 2 })]);
    const pending = await createBuyer(ctx, { kycStatus: 1 });
    const created = await merchandiser.call(couponDesk.create, { name: 'All', type: 1, price: '5.00', ...window });
    const couponId = created.body.data.couponId;
    const first = await merchandiser.call(couponDesk.issueToAll, { couponId });
    const second = await merchandiser.call(couponDesk.issueToAll, { couponId });
    expect(second.body.data.jobId).toBe(first.body.data.jobId);
    expect(await ctx.deps.queues.coupon.getJobCounts('waiting')).toMatchObject({ waiting: 1 });

    const workers = couponWorkers(ctx.deps);
    try {
      const job = await ctx.deps.queues.coupon.getJob(first.body.data.jobId);
      for (let i = 0; i < 100 && !(await job!.isCompleted()); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(await job!.isCompleted()).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    const holders = await ctx.deps.prisma.userCoupon.findMany({ where: { couponId }, select: { userId: true } });
    const ids = holders.map((h) => h.userId);
    for (const buyer of approved) expect(ids).toContain(buyer.id);
    expect(ids).not.toContain(pending.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
