import { CouponType } from '@hashforge/contract';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { findProductForCoupon } from '../../catalog/staff/find-product-for-coupon.ts';
import { assertWithinCouponLimit, type CouponAuthority } from '../coupon-limit.ts';

export interface CouponInput {
  name: string;
  type: 1 | 2 | 3;
  price: string;
  excessAmount?: string | undefined;
  productId?: number | undefined;
  startTime: string;
  endTime: string;
}

/** `coupons/create` (coupons.write): the template each buyer's copy is made from; above the owner's limit only by the owner. */
export async function createCoupon(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  input: CouponInput,
  authority: CouponAuthority,
) {
  let product: { productClass: string; productCategoryName: string } | null = null;
  if (input.type === CouponType.product) {
    product = await findProductForCoupon(deps, input.productId ?? 0);
    if (!product) throw AppError.field('productId', 'There is no such product');
  }
  const startTime = new Date(input.startTime);
  const endTime = new Date(input.endTime);
  const price = new Prisma.Decimal(input.price);
  return deps.prisma.$transaction(async (tx) => {
    await assertWithinCouponLimit(tx, price, authority);
    const row = await tx.coupon.create({
      data: {
        name: input.name,
        type: input.type,
        price,
        excessAmount:
          input.type === CouponType.threshold && input.excessAmount ? new Prisma.Decimal(input.excessAmount) : null,
        productId: product ? (input.productId ?? null) : null,
        productClass: product?.productClass ?? null,
        productCategoryName: product?.productCategoryName ?? null,
        startTime,
        endTime,
        createdByStaffId: actor?.staffId ?? null,
      },
      select: { id: true },
    });
    await recordAudit(tx, actor, {
      action: 'coupons.create',
      entityType: 'coupon',
      entityId: String(row.id),
      after: { name: input.name, type: input.type, price: input.price, startTime, endTime },
    });
    return { couponId: row.id };
  });
}
