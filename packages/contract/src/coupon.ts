import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { intField, money, pagedSchema, pageRequest } from './envelope.ts';

/** Coupon types (docs/domain.md D3). */
export const CouponType = { general: 1, product: 2, threshold: 3 } as const;
/** Coupon statuses as the buyer sees them: a coupon past its end time is expired whatever is stored. */
export const CouponStatus = { unused: 1, used: 2, expired: 3 } as const;

export const userCoupon = z.object({
  id: z.number().int(),
  /** The coupon's value in USD. */
  price: money,
  type: z.number().int(),
  /** Type 2: the product class and category the coupon is for. */
  productClass: z.string().nullable(),
  productCategoryName: z.string().nullable(),
  /** Type 3: the product amount the order must reach. */
  excessAmount: money.nullable(),
  status: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type UserCoupon = z.infer<typeof userCoupon>;

/** A coupon in the order-confirm list: `select` 1 when it applies to the chosen cart rows. */
export const selectableCoupon = userCoupon.extend({ select: z.number().int() });
export type SelectableCoupon = z.infer<typeof selectableCoupon>;

export const getCouponPagerRequest = pageRequest.extend({
  status: intField('status is 1 unused, 2 used or 3 expired', { min: 1, max: 3 }).optional(),
});
export const getCouponPager = defineCall({
  path: shopPath('user/coupon/getPager'),
  auth: true,
  encrypted: false,
  summary: "The buyer's coupons by status (1 unused, 2 used, 3 expired)",
  request: getCouponPagerRequest,
  response: pagedSchema(userCoupon),
});

export const couponCalls = { getCouponPager };
