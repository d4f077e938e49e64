import { couponOverLimit } from '@hashforge/contract/admin/messages';
import { can } from '@hashforge/contract/admin/permissions';
import type { Tx } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { couponLimit } from '../settings/shop-settings.ts';

/**
 * Whether the staff member giving a coupon may go above the owner's limit: the routes answer it from
 * the `coupons.over-limit` permission, which only the owner holds.
 */
export interface CouponAuthority {
  overLimit: boolean;
}

export function couponAuthorityOf(role: string): CouponAuthority {
  return { overLimit: can(role, 'coupons.over-limit') };
}

/**
 * Refuses a coupon worth more than the owner's limit (settings) to anyone but the owner, so that no
 * single merchandiser can make an order free (decision 021). Coupons take a fixed amount off, never a
 * percentage, so the value to compare is the coupon's price whatever its type. Runs in the caller's
 * transaction, before anything is written.
 */
export async function assertWithinCouponLimit(
  db: Pick<Tx, 'shopSetting'>,
  price: Prisma.Decimal,
  authority: CouponAuthority,
): Promise<void> {
  if (authority.overLimit) return;
  const limit = await couponLimit(db);
  if (price.greaterThan(limit)) throw AppError.refused(couponOverLimit(limit.toFixed(2)));
}
