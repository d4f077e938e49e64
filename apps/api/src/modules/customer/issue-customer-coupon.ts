import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import type { CouponAuthority } from '../coupon/coupon-limit.ts';
import { issueCoupon, type NewCoupon } from '../coupon/issue-coupon.ts';

/** A day means its start (UTC); an end day runs to the end of that day. */
function moment(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    return end ? new Date(day.getTime() + 24 * 3600 * 1000 - 1000) : day;
  }
  return new Date(value);
}

/** `customers/issue-coupon` (customers.coupons): one coupon for one buyer, audited; above the owner's limit only by the owner. */
export async function issueCustomerCoupon(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  input: Omit<NewCoupon, 'startTime' | 'endTime'> & { userId: number; startTime: string; endTime: string },
  authority: CouponAuthority,
): Promise<{ couponId: number }> {
  const startTime = moment(input.startTime, false);
  const endTime = moment(input.endTime, true);
  if (endTime <= startTime) throw AppError.field('endTime', 'The end must come after the start');
  return deps.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw AppError.notFound('Customer');
    const couponId = await issueCoupon(tx, input.userId, { ...input, startTime, endTime }, authority);
    await recordAudit(tx, actor, {
      action: 'customers.issue-coupon',
      entityType: 'user',
      entityId: String(input.userId),
      after: { couponId, type: input.type, price: input.price, endTime: endTime.toISOString() },
    });
    return { couponId };
  });
}
