import { z } from 'zod';
import { adminId, adminMoney, defineAdminCall, isoTime, moneyInput, pageRequest, pageResponse } from './call.ts';

// The coupon desk (docs/backoffice.md sections 5 and 8): a coupon is defined once (a template) and
// issued as one copy per buyer, which the buyer's `user/coupon/getPager` lists.

const day = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a date such as 2026-12-31');

const createCoupon = defineAdminCall({
  path: 'coupons/create',
  permission: 'coupons.write',
  mutates: true,
  summary: 'A coupon: type 1 general, 2 for one product, 3 over a spend threshold (excessAmount)',
  request: z
    .object({
      name: z.string().trim().min(1, 'Name the coupon').max(100, 'At most 100 characters'),
      type: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'Type is 1, 2 or 3' }),
      price: moneyInput.refine((v) => Number(v) > 0, 'The value must be more than 0'),
      excessAmount: moneyInput.optional(),
      productId: adminId.optional(),
      startTime: day,
      endTime: day,
    })
    .superRefine((v, ctx) => {
      if (v.type === 3 && v.excessAmount === undefined) {
        ctx.addIssue({ code: 'custom', path: ['excessAmount'], message: 'Enter the spend a threshold coupon needs' });
      }
      if (v.type === 2 && v.productId === undefined) {
        ctx.addIssue({ code: 'custom', path: ['productId'], message: 'Choose the product' });
      }
      if (Date.parse(v.endTime) <= Date.parse(v.startTime)) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must be after the start' });
      }
    }),
  response: z.object({ couponId: z.number().int() }),
});

const issueCoupon = defineAdminCall({
  path: 'coupons/issue',
  permission: 'coupons.write',
  mutates: true,
  summary: 'Issue to buyers by email; a buyer who already holds it is not given a second',
  request: z.object({
    couponId: adminId,
    emails: z
      .array(z.string().trim().toLowerCase().max(254))
      .min(1, 'Enter at least one email')
      .max(1000, 'At most 1000 emails at once: use coupons/issue-all for everyone'),
  }),
  response: z.object({
    issued: z.number().int(),
    /** Buyers who already held this coupon. */
    alreadyIssued: z.number().int(),
    unknown: z.array(z.string()),
  }),
});

const issueCouponToAll = defineAdminCall({
  path: 'coupons/issue-all',
  permission: 'coupons.write',
  mutates: true,
  summary:
    'Issue to every KYC-approved buyer, as a background job (one job per coupon; running it again adds no copies)',
  request: z.object({ couponId: adminId }),
  response: z.object({ couponId: z.number().int(), jobId: z.string() }),
});

export const couponRow = z.object({
  couponId: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  price: adminMoney,
  excessAmount: adminMoney.nullable(),
  productClass: z.string().nullable(),
  productCategoryName: z.string().nullable(),
  startTime: isoTime,
  endTime: isoTime,
  issued: z.number().int(),
  used: z.number().int(),
  createTime: isoTime,
});

const listCoupons = defineAdminCall({
  path: 'coupons/list',
  permission: 'coupons.write',
  mutates: false,
  summary: 'Coupons, newest first, with how many were issued and used',
  request: pageRequest,
  response: pageResponse(couponRow),
});

const couponUsage = defineAdminCall({
  path: 'coupons/usage',
  permission: 'coupons.write',
  mutates: false,
  summary: "One coupon's copies: who holds it, its status, and the order it was used on",
  request: pageRequest.extend({ couponId: adminId }),
  response: pageResponse(
    z.object({
      userId: z.number().int(),
      /** 1 unused, 2 used, 3 expired. */
      status: z.number().int(),
      orderNo: z.string().nullable(),
      usedTime: isoTime.nullable(),
      issueTime: isoTime,
    }),
  ),
});

export const couponDesk = {
  create: createCoupon,
  issue: issueCoupon,
  issueToAll: issueCouponToAll,
  list: listCoupons,
  usage: couponUsage,
} as const;
