import { z } from 'zod';
import {
  adminId,
  adminInt,
  adminMoney,
  defineAdminCall,
  isoTime,
  moneyInput,
  pageRequest,
  pageResponse,
} from './call.ts';
import { adminOrderRow } from './orders.ts';

// The customers desk (docs/backoffice.md section 5): search, detail, disable/enable, issue a coupon.

export const customerRow = z.object({
  userId: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  mobileCode: z.string().nullable(),
  mobile: z.string().nullable(),
  kycStatus: z.number().int(),
  disabled: z.boolean(),
  createTime: isoTime,
});

const listCustomers = defineAdminCall({
  path: 'customers/list',
  permission: 'customers.read',
  mutates: false,
  summary: 'Buyers, newest first; `keyword` searches email, phone and name',
  request: pageRequest.extend({ keyword: z.string().trim().max(200, 'At most 200 characters').optional() }),
  response: pageResponse(customerRow),
});

const getCustomer = defineAdminCall({
  path: 'customers/get',
  permission: 'customers.read',
  mutates: false,
  summary: 'One buyer with their orders, after-sales, KYC, coupons and sessions',
  request: z.object({ userId: adminId }),
  response: customerRow.extend({
    disabledAt: isoTime.nullable(),
    kyc: z
      .object({
        status: z.number().int(),
        submitTime: isoTime,
        reviewTime: isoTime.nullable(),
        rejectReason: z.string().nullable(),
      })
      .nullable(),
    orders: z.array(adminOrderRow),
    afterSales: z.array(z.object({ id: z.number().int(), status: z.number().int(), createTime: isoTime })),
    coupons: z.array(
      z.object({
        id: z.number().int(),
        type: z.number().int(),
        price: adminMoney,
        excessAmount: adminMoney.nullable(),
        status: z.number().int(),
        startTime: isoTime,
        endTime: isoTime,
      }),
    ),
    sessions: z.array(
      z.object({
        createTime: isoTime,
        expireTime: isoTime,
        revokedTime: isoTime.nullable(),
        active: z.boolean(),
        ip: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
  }),
});

const disabledState = z.object({ userId: z.number().int(), disabled: z.boolean() });

const disableCustomer = defineAdminCall({
  path: 'customers/disable',
  permission: 'customers.disable',
  mutates: true,
  summary: 'Disable a buyer: their sessions end and they cannot sign in',
  request: z.object({ userId: adminId, reason: z.string().trim().max(500, 'At most 500 characters').default('') }),
  response: disabledState,
});

const enableCustomer = defineAdminCall({
  path: 'customers/enable',
  permission: 'customers.disable',
  mutates: true,
  summary: 'Enable a disabled buyer again',
  request: z.object({ userId: adminId }),
  response: disabledState,
});

const dateOrTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'Use the date format YYYY-MM-DD');

const issueCustomerCoupon = defineAdminCall({
  path: 'customers/issue-coupon',
  permission: 'customers.coupons',
  mutates: true,
  summary: 'Give one buyer a coupon (1 general, 2 product, 3 spend threshold)',
  request: z
    .object({
      userId: adminId,
      type: adminInt('type is 1, 2 or 3').min(1, 'type is 1, 2 or 3').max(3, 'type is 1, 2 or 3'),
      price: moneyInput.refine((v) => Number(v) > 0, 'The coupon value must be more than 0'),
      excessAmount: moneyInput.optional(),
      productClass: z.string().trim().max(100).optional(),
      productCategoryName: z.string().trim().max(100).optional(),
      startTime: dateOrTime,
      endTime: dateOrTime,
    })
    .superRefine((v, ctx) => {
      if (v.type === 3 && !v.excessAmount) {
        ctx.addIssue({
          code: 'custom',
          path: ['excessAmount'],
          message: 'A spend-threshold coupon needs its threshold',
        });
      }
      if (v.type === 2 && !v.productClass) {
        ctx.addIssue({ code: 'custom', path: ['productClass'], message: 'A product coupon needs its product class' });
      }
      if (new Date(v.endTime) <= new Date(v.startTime)) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must come after the start' });
      }
    }),
  response: z.object({ couponId: z.number().int() }),
});

export const customerDesk = {
  list: listCustomers,
  get: getCustomer,
  disable: disableCustomer,
  enable: enableCustomer,
  issueCoupon: issueCustomerCoupon,
} as const;
