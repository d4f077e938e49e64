// The back office's contract (BACKOFFICE.md). The storefront never imports this directory.
import { afterSaleAdminCalls } from './aftersales.ts';
import { auditAdminCalls } from './audit.ts';
import { authAdminCalls } from './auth.ts';
import { bulkAdminCalls } from './bulk.ts';
import { calculatorAdminCalls } from './calculator.ts';
import type { AdminCallDef } from './call.ts';
import { catalogAdminCalls } from './catalog.ts';
import { contentAdminCalls } from './content.ts';
import { couponAdminCalls } from './coupons.ts';
import { customerAdminCalls } from './customers.ts';
import { dashboardAdminCalls } from './dashboard.ts';
import { kycAdminCalls } from './kyc.ts';
import { orderAdminCalls } from './orders.ts';
import { paymentAdminCalls } from './payments.ts';
import { serialAdminCalls } from './serials.ts';
import { settingsAdminCalls } from './settings.ts';
import { staffAdminCalls } from './staff.ts';

export * from './aftersales.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './bulk.ts';
export * from './calculator.ts';
export * from './call.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './coupons.ts';
export * from './customers.ts';
export * from './dashboard.ts';
export * from './kyc.ts';
export * from './messages.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './permissions.ts';
export * from './serials.ts';
export * from './settings.ts';
export * from './staff.ts';

/**
 * Every admin call: the API registers them, OpenAPI lists them, and the permission-matrix test
 * walks them. A desk adds its area's list here.
 */
export const adminCalls: readonly AdminCallDef[] = [
  ...authAdminCalls,
  ...staffAdminCalls,
  ...auditAdminCalls,
  ...orderAdminCalls,
  ...paymentAdminCalls,
  ...kycAdminCalls,
  ...customerAdminCalls,
  ...dashboardAdminCalls,
  ...settingsAdminCalls,
  ...afterSaleAdminCalls,
  ...catalogAdminCalls,
  ...serialAdminCalls,
  ...couponAdminCalls,
  ...contentAdminCalls,
  ...bulkAdminCalls,
  ...calculatorAdminCalls,
];
