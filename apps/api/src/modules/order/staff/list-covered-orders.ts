import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { awaitingCoverConfirmation } from '../order.service.ts';
import { emailsOf } from './list-orders.ts';

/**
 * `payments/covered` (payments.review): the orders a coupon covers in full, waiting at 20 for finance
 * to confirm them; a queue, so the oldest first.
 */
export async function listCoveredOrdersForStaff(deps: Pick<Deps, 'prisma'>, input: { page: number; limit: number }) {
  const where = awaitingCoverConfirmation;
  const [total, rows] = await Promise.all([
    deps.prisma.order.count({ where }),
    deps.prisma.order.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      ...pageWindow(input),
      select: {
        orderNo: true,
        userId: true,
        productAmount: true,
        couponAmount: true,
        payableAmount: true,
        userCouponId: true,
        createdAt: true,
      },
    }),
  ]);
  const emails = await emailsOf(
    deps,
    rows.map((r) => r.userId),
  );
  return {
    total,
    list: rows.map((r) => ({
      orderNo: r.orderNo,
      email: emails.get(r.userId) ?? '',
      productAmount: r.productAmount.toFixed(2),
      couponAmount: r.couponAmount.toFixed(2),
      payableAmount: r.payableAmount.toFixed(2),
      userCouponId: r.userCouponId,
      createTime: r.createdAt.toISOString(),
    })),
  };
}
