import { z } from 'zod';
import { defineAdminCall, emptyRequest } from './call.ts';
import { ROLES } from './permissions.ts';

// Shop settings (owner): what the pay page shows, the order expiry, who must use 2FA, the coupon limit.

const line = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);

export const bankWireSettings = z.object({
  beneficiary: line(200),
  beneficiaryAddress: line(300),
  bank: line(200),
  bankAddress: line(300),
  accountNumber: line(64),
  swift: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'A SWIFT/BIC code has 8 or 11 letters and digits'),
  currency: z.literal('USD'),
});
export type BankWireSettings = z.infer<typeof bankWireSettings>;

export const companySettings = z.object({
  name: line(200),
  address: line(300),
  email: z.string().trim().email('Enter an email address'),
  phone: line(64),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const shopSettings = z.object({
  bankWire: bankWireSettings,
  company: companySettings,
  /** Hours an unpaid order without a proof lives; null: the server's configured default. */
  orderExpiryHours: z.number().int().min(1, 'At least 1 hour').max(720, 'At most 720 hours').nullable(),
  /** Roles that must sign in with a second factor besides owner and finance. */
  twoFactorRoles: z.array(z.enum(ROLES)),
  /**
   * USD: a coupon worth more than this needs the owner (coupons/create, coupons/issue, coupons/issue-all,
   * customers/issue-coupon); stored with two decimals.
   */
  couponLimit: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount in USD such as 500.00'),
});
export type ShopSettings = z.infer<typeof shopSettings>;

const getSettings = defineAdminCall({
  path: 'settings/get',
  permission: 'settings.manage',
  mutates: false,
  summary: 'The shop settings',
  request: emptyRequest,
  response: shopSettings,
});

const updateSettings = defineAdminCall({
  path: 'settings/update',
  permission: 'settings.manage',
  mutates: true,
  summary: 'Change some of the shop settings (the pay page shows the new ones at once)',
  request: shopSettings.partial(),
  response: shopSettings,
});

export const settingsDesk = {
  get: getSettings,
  update: updateSettings,
} as const;
