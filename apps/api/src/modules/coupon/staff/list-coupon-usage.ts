import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';

/** `coupons/usage` (coupons.write): one coupon's copies, used ones first, with the order each paid. */
export async function couponUsage(
  deps: Pick<Deps, 'prisma'>,
  input: { page: number; limit: number; couponId: number },
) {
  const where = { couponId: input.couponId };
  const [total, rows] = await Promise.all([
    deps.prisma.userCoupon.count({ where }),
    deps.prisma.userCoupon.findMany({
      where,
      orderBy: [{ usedAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
      ...pageWindow(input),
      select: { userId: true, status: true, orderId: true, usedAt: true, createdAt: true },
    }),
  ]);
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  // The order numbers staff open the order with (orders/get); read-only, by the ids this table keeps.
  const orders =
    orderIds.length > 0
      ? await deps.prisma.$queryRaw<{ id: number; orderNo: string }[]>`
          SELECT id, "orderNo" FROM "order" WHERE id = ANY(${orderIds}::int[])`
      : [];
  const orderNo = new Map(orders.map((o) => [o.id, o.orderNo]));
  return {
    total,
    list: rows.map((r) => ({
      userId: r.userId,
      status: r.status,
      orderNo: r.orderId ? (orderNo.get(r.orderId) ?? null) : null,
      usedTime: r.usedAt?.toISOString() ?? null,
      issueTime: r.createdAt.toISOString(),
    })),
  };
}
