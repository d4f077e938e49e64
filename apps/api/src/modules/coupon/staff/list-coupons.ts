import { CouponStatus } from '@hashforge/contract';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';

/** `coupons/list` (coupons.write): newest first, with issued and used counts. */
export async function listCouponsForStaff(deps: Pick<Deps, 'prisma'>, input: { page: number; limit: number }) {
  const [total, rows] = await Promise.all([
    deps.prisma.coupon.count(),
    deps.prisma.coupon.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(input) }),
  ]);
  const counts = await deps.prisma.userCoupon.groupBy({
    by: ['couponId', 'status'],
    where: { couponId: { in: rows.map((r) => r.id) } },
    _count: { _all: true },
  });
  const count = (id: number, status?: number) =>
    counts
      .filter((c) => c.couponId === id && (status === undefined || c.status === status))
      .reduce((n, c) => n + c._count._all, 0);
  return {
    total,
    list: rows.map((r) => ({
      couponId: r.id,
      name: r.name,
      type: r.type,
      price: r.price.toFixed(2),
      excessAmount: r.excessAmount?.toFixed(2) ?? null,
      productClass: r.productClass,
      productCategoryName: r.productCategoryName,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      issued: count(r.id),
      used: count(r.id, CouponStatus.used),
      createTime: r.createdAt.toISOString(),
    })),
  };
}
