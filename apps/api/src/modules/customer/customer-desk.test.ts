import { getCouponPager, getUserInfo, login } from '@hashforge/contract';
import { customerDesk } from '@hashforge/contract/admin/customers';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { createPaidOrder } from '../../../test/support/factories/desk.ts';
import { useStaffSession } from '../../../test/support/use-staff-session.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();
const compliance = useStaffSession(ctx, 'compliance');
const support = useStaffSession(ctx, 'support');
const merchandiser = useStaffSession(ctx, 'merchandiser');

describe('the customers desk', () => {
  it('finds a buyer by part of the email, the name on the KYC, or the phone', async () => {
    const order = await createPaidOrder(ctx, 1);
    await ctx.deps.prisma.user.update({
      where: { id: order.buyer.id },
      data: { mobileCode: '+49', mobile: '15123456789' },
    });
    const search = async (keyword: string) =>
      (await support.call(customerDesk.list, { page: 1, limit: 200, keyword })).body.data.list.map((c) => c.userId);
    expect(await search(order.buyer.email.split('@')[0]!.toUpperCase())).toEqual([order.buyer.id]);
    expect(await search('Muster')).toContain(order.buyer.id);
    expect(await search('151 2345')).toContain(order.buyer.id);
    expect(await search('no-such-buyer-anywhere')).toEqual([]);

    const got = await support.call(customerDesk.get, { userId: order.buyer.id });
    expect(got.body.data).toMatchObject({
      userId: order.buyer.id,
      email: order.buyer.email,
      kycStatus: 2,
      disabled: false,
      kyc: { status: 2 },
      orders: [{ orderNo: order.orderNo, orderStatus: 30 }],
      afterSales: [],
      sessions: [{ active: true }],
    });
  });

  it('disabling ends the sessions and refuses sign-in with a message; enabling lets the buyer back in', async () => {
    const buyer = await createBuyer(ctx);
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body.result).toBe(1);
    const off = await compliance.call(customerDesk.disable, { userId: buyer.id, reason: 'Chargeback fraud' });
    expect(off.body).toMatchObject({ result: 1, data: { userId: buyer.id, disabled: true } });
    expect((await call(ctx, getUserInfo, {}, buyer.token)).body.result).toBe(-9999);
    const refused = await call(ctx, login, { username: buyer.email, password: buyer.password }, undefined, {
      'x-forwarded-for': '10.9.0.1',
    });
    expect(refused.body).toMatchObject({ result: 0, msg: 'This account has been disabled. Please contact support' });
    const wrong = await call(ctx, login, { username: buyer.email, password: 'wrong-pass' }, undefined, {
      'x-forwarded-for': '10.9.0.2',
    });
    expect(wrong.body.msg).toBe('Incorrect email or password');
    const twice = await compliance.call(customerDesk.disable, { userId: buyer.id });
    expect(twice.body).toMatchObject({ result: 0, msg: 'This customer was already disabled' });

    const on = await compliance.call(customerDesk.enable, { userId: buyer.id });
    expect(on.body.data).toEqual({ userId: buyer.id, disabled: false });
    const back = await call(ctx, login, { username: buyer.email, password: buyer.password }, undefined, {
      'x-forwarded-for': '10.9.0.3',
    });
    expect(back.body.result).toBe(1);
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { entityType: 'user', entityId: String(buyer.id) },
    });
    expect(audit.map((a) => a.action)).toEqual(['customers.disable', 'customers.enable']);
  });

  it('issues a coupon the buyer sees unused at once', async () => {
    const buyer = await createBuyer(ctx);
    const res = await merchandiser.call(customerDesk.issueCoupon, {
      userId: buyer.id,
      type: 3,
      price: '25',
      excessAmount: '1000',
      startTime: '2026-01-01',
      endTime: '2036-12-31',
    });
    expect(res.body.result).toBe(1);
    const coupons = await call(ctx, getCouponPager, { page: 1, limit: 10, status: 1 }, buyer.token);
    expect(coupons.body.data.list).toEqual([
      expect.objectContaining({
        id: res.body.data.couponId,
        price: '25.00',
        type: 3,
        excessAmount: '1000.00',
        status: 1,
      }),
    ]);
    const noThreshold = await merchandiser.call(customerDesk.issueCoupon, {
      userId: buyer.id,
      type: 3,
      price: '25',
      startTime: '2026-01-01',
      endTime: '2036-12-31',
    });
    expect(noThreshold.body.result).toBe(0);
    expect((noThreshold.body.data as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('excessAmount');
  });
});
