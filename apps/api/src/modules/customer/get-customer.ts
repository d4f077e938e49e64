import { CouponStatus } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { visibleStatus } from '../coupon/coupon.service.ts';
import { listOrdersForStaff } from '../order/staff/list-orders.ts';
import { customerSelect, toCustomerRow } from './list-customers.ts';

/** The last orders, after-sales and sessions shown on a customer's page. */
const RECENT = 50;

/** `customers/get` (customers.read): one buyer with their orders, after-sales, KYC, coupons and sessions. */
export async function getCustomer(deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>, userId: number) {
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: customerSelect });
  if (!user) throw AppError.notFound('Customer');
  const now = deps.clock.now();
  const [kyc, orders, afterSales, coupons, sessions] = await Promise.all([
    deps.prisma.kyc.findUnique({
      where: { userId },
      select: { status: true, submittedAt: true, reviewedAt: true, rejectReason: true },
    }),
    listOrdersForStaff(deps, { page: 1, limit: RECENT, email: user.email }),
    deps.prisma.afterSale.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: RECENT,
      select: { id: true, status: true, createdAt: true },
    }),
    deps.prisma.userCoupon.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    deps.prisma.session.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }],
      take: RECENT,
      select: { createdAt: true, expiresAt: true, revokedAt: true, ip: true, userAgent: true },
    }),
  ]);
  return {
    ...toCustomerRow(user, kyc?.status ?? 0),
    disabledAt: user.disabledAt?.toISOString() ?? null,
    kyc: kyc
      ? {
          status: kyc.status,
          submitTime: kyc.submittedAt.toISOString(),
          reviewTime: kyc.reviewedAt?.toISOString() ?? null,
          rejectReason: kyc.rejectReason,
        }
      : null,
    orders: orders.list,
    afterSales: afterSales.map((a) => ({ id: a.id, status: a.status, createTime: a.createdAt.toISOString() })),
    coupons: coupons.map((c) => ({
      id: c.id,
      type: c.type,
      price: c.price.toFixed(2),
      excessAmount: c.excessAmount?.toFixed(2) ?? null,
      // As the buyer sees it: an unused coupon past its end is expired.
      status: c.status === CouponStatus.unused ? visibleStatus(c, now) : c.status,
      startTime: c.startTime.toISOString(),
      endTime: c.endTime.toISOString(),
    })),
    sessions: sessions.map((s) => ({
      createTime: s.createdAt.toISOString(),
      expireTime: s.expiresAt.toISOString(),
      revokedTime: s.revokedAt?.toISOString() ?? null,
      active: s.revokedAt === null && s.expiresAt > now,
      ip: s.ip,
      userAgent: s.userAgent,
    })),
  };
}
