import { getOrderByOrderNo, getPayInfo } from '@hashforge/contract';
import { dashboardDesk } from '@hashforge/contract/admin/dashboard';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { settingsDesk } from '@hashforge/contract/admin/settings';
import { describe, expect, it } from 'vitest';
import { adminCall, createTestStaff, signInStaff } from '../../../test/support/admin.ts';
import { call } from '../../../test/support/call.ts';
import { orderProduct } from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import {
  createOrderAwaitingReview,
  createPaidOrder,
  createSubmittedKyc,
  createUnpaidOrder,
} from '../../../test/support/factories/desk.ts';
import { eventually } from '../../../test/support/jobs.ts';
import { useStaffSession } from '../../../test/support/use-staff-session.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { rolesRequiringTwoFactor } from '../staff/two-factor-policy.ts';
import { DEFAULT_SETTINGS } from './shop-settings.ts';

const ctx = useTestContext();
/** A second API process on the same database and Redis: settings saved through one hold on both. */
const other = useTestContext();
const owner = useStaffSession(ctx, 'owner');

const HOUR = 3600 * 1000;

describe('settings (owner)', () => {
  it('the pay page reads the bank details the owner saves, at once and on every process', async () => {
    // A new shop has no bank account to show: no buyer is sent an example one.
    const before = await call(other, getPayInfo, {});
    expect(before.body.data.bankWire).toBeNull();
    expect(before.body.data.company).toEqual({ name: '', address: '', email: '', phone: '' });
    expect((await owner.call(settingsDesk.get, {})).body.data).toEqual(DEFAULT_SETTINGS);

    const bankWire = {
      beneficiary: 'Northwind Mining Supply Ltd.',
      beneficiaryAddress: '4 Quay Street, Auckland',
      bank: 'Harbour Trust Bank',
      bankAddress: '1 Harbour Road, Hong Kong',
      accountNumber: '998-112233-445',
      swift: 'HTBKHKHH',
      currency: 'USD' as const,
    };
    const saved = await owner.call(settingsDesk.update, { bankWire });
    expect(saved.body).toMatchObject({ result: 1, data: { bankWire } });
    expect((await call(ctx, getPayInfo, {})).body.data.bankWire).toEqual(bankWire);
    // The other process dropped its cached answer on the Redis message.
    await eventually(async () => {
      const seen = await call(other, getPayInfo, {});
      return seen.body.data.bankWire?.swift === 'HTBKHKHH' ? true : undefined;
    }, 5000);

    const audit = await ctx.deps.prisma.auditEvent.findFirstOrThrow({ where: { action: 'settings.update' } });
    expect(audit.after).toMatchObject({ bankWire: { swift: 'HTBKHKHH' } });

    const bad = await owner.call(settingsDesk.update, { bankWire: { ...bankWire, swift: 'nope' } });
    expect(bad.body.result).toBe(0);
    expect((bad.body.data as unknown as { errors: { path: string }[] }).errors[0]!.path).toBe('bankWire.swift');
  });

  it('order creation uses the order-expiry hours when set, the configured 48 otherwise', async () => {
    await owner.call(settingsDesk.update, { orderExpiryHours: 72 });
    const order = await createUnpaidOrder(ctx);
    const row = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { id: order.orderId } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(72 * HOUR);
    const shown = await call(ctx, getOrderByOrderNo, { orderNo: order.orderNo }, order.buyer.token);
    expect(shown.body.data.expireTime).toBe(row.expiresAt.toISOString());

    await owner.call(settingsDesk.update, { orderExpiryHours: null });
    const product = await createTestProduct(ctx);
    const next = await orderProduct(ctx, order.buyer, product, 1);
    const nextRow = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo: next } });
    expect(nextRow.expiresAt.getTime() - nextRow.createdAt.getTime()).toBe(48 * HOUR);
  });

  it('the roles that must use 2FA are the ones the staff sign-in enforces', async () => {
    await owner.call(settingsDesk.update, { twoFactorRoles: ['warehouse'] });
    expect([...(await rolesRequiringTwoFactor(ctx.deps))].sort()).toEqual(['finance', 'owner', 'warehouse']);
    await owner.call(settingsDesk.update, { twoFactorRoles: [] });
    expect([...(await rolesRequiringTwoFactor(ctx.deps))].sort()).toEqual(['finance', 'owner']);
  });
});

describe('POST /admin/api/dashboard/get', () => {
  it('counts the queues with their oldest item, revenue from received amounts per day, and low stock', async () => {
    const kyc = await createSubmittedKyc(ctx);
    const review = await createOrderAwaitingReview(ctx);
    const paid = await createPaidOrder(ctx, 1);
    const lowProduct = await createTestProduct(ctx, {
      sendCycles: [{ name: 'Last units', price: '100.00', stock: 3 }],
    });
    const finance = await signInStaff(ctx, await createTestStaff(ctx, 'finance'));
    const short = await createOrderAwaitingReview(ctx);
    await adminCall(
      ctx,
      paymentDesk.approve,
      { proofId: short.proofId, receivedAmount: '123.45' },
      { session: finance },
    );

    const res = await owner.call(dashboardDesk.get, {});
    expect(res.body.result).toBe(1);
    const d = res.body.data;
    const queue = (key: string) => d.queues.find((q) => q.key === key)!;
    expect(queue('kyc')).toMatchObject({ count: 1, oldestRef: String(kyc.id) });
    expect(queue('proofs').count).toBeGreaterThanOrEqual(1);
    expect(queue('proofs').oldestRef).toBe(review.orderNo);
    expect(queue('ship').count).toBeGreaterThanOrEqual(1);
    expect(queue('ship').oldestTime).not.toBeNull();
    expect(d.lowStock).toContainEqual({
      productSendCycleId: lowProduct.sendCycleIds[0],
      productName: expect.any(String),
      sendCycleName: 'Last units',
      stock: 3,
    });
    expect(d.daily).toHaveLength(30);
    const today = d.daily!.at(-1)!;
    expect(today.day).toBe(ctx.deps.clock.now().toISOString().slice(0, 10));
    // Revenue counts what finance received: the short approval's 123.45 and not the 1999.00 the buyer typed.
    const approvedToday = await ctx.deps.prisma.orderAging.aggregate({
      where: { financeStatus: 1 },
      _sum: { receivedAmount: true },
    });
    expect(today.revenue).toBe(approvedToday._sum.receivedAmount!.toFixed(2));
    expect(today.orders).toBeGreaterThanOrEqual(3);
    expect(paid.orderNo).toBeTruthy();

    const warehouse = await signInStaff(ctx, await createTestStaff(ctx, 'warehouse'));
    const limited = await adminCall(ctx, dashboardDesk.get, {}, { session: warehouse });
    expect(limited.body.data.daily).toBeNull();
    expect(limited.body.data.queues).toHaveLength(5);
  });
});
