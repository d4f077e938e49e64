import { CouponStatus } from '@hashforge/contract';
import type { Tx } from '../../../db/client.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { AppError } from '../../../errors.ts';
import { assertWithinCouponLimit, type CouponAuthority } from '../coupon-limit.ts';

/**
 * Copies the template to these buyers in one statement. The unique (couponId, userId) index makes it
 * idempotent: a buyer who holds the coupon already is skipped, so issuing twice (a retried job, two
 * staff at once) never gives a second copy. Answers the buyers who got a new copy.
 */
export async function copyToBuyers(
  tx: Prisma.TransactionClient,
  couponId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.$queryRaw<{ userId: number }[]>`
    INSERT INTO user_coupon ("userId", "couponId", price, type, "productClass", "productCategoryName",
                             "excessAmount", status, "startTime", "endTime")
    SELECT u.id, c.id, c.price, c.type, c."productClass", c."productCategoryName",
           c."excessAmount", ${CouponStatus.unused}, c."startTime", c."endTime"
      FROM coupon c CROSS JOIN unnest(${[...userIds]}::int[]) AS u(id)
     WHERE c.id = ${couponId}
    ON CONFLICT ("couponId", "userId") DO NOTHING
    RETURNING "userId"`;
  return rows.map((r) => r.userId);
}

/**
 * The coupon to hand out, refused when there is none or when it is worth more than the owner's limit
 * and the one handing it out is not the owner: a template the owner made is still the owner's to give.
 */
export async function assertIssuable(db: Tx, couponId: number, authority: CouponAuthority): Promise<void> {
  const found = await db.coupon.findUnique({ where: { id: couponId }, select: { price: true } });
  if (!found) throw AppError.notFound('Coupon');
  await assertWithinCouponLimit(db, found.price, authority);
}
