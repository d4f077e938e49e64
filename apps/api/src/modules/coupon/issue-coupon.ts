import { CouponStatus } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { assertWithinCouponLimit, type CouponAuthority } from './coupon-limit.ts';

export interface NewCoupon {
  type: number;
  price: string;
  excessAmount?: string | undefined;
  productClass?: string | undefined;
  productCategoryName?: string | undefined;
  startTime: Date;
  endTime: Date;
}

/**
 * Gives one buyer an unused coupon (staff: customers/issue-coupon), inside the caller's transaction;
 * above the owner's limit only with the owner's authority.
 */
export async function issueCoupon(
  tx: Tx,
  userId: number,
  coupon: NewCoupon,
  authority: CouponAuthority,
): Promise<number> {
  const price = new Prisma.Decimal(coupon.price);
  await assertWithinCouponLimit(tx, price, authority);
  const row = await tx.userCoupon.create({
    data: {
      userId,
      type: coupon.type,
      price,
      excessAmount: coupon.type === 3 && coupon.excessAmount ? new Prisma.Decimal(coupon.excessAmount) : null,
      productClass: coupon.type === 2 ? (coupon.productClass ?? null) : null,
      productCategoryName: coupon.type === 2 ? (coupon.productCategoryName ?? null) : null,
      status: CouponStatus.unused,
      startTime: coupon.startTime,
      endTime: coupon.endTime,
    },
    select: { id: true },
  });
  return row.id;
}
