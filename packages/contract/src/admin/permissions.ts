// Roles and permissions of the back office (docs/backoffice.md section 3), as data: the API checks them
// on every admin call, the admin app shows them, and the permission-matrix test is built from them.

/** Every permission, `<area>.<verb>`. */
export const PERMISSIONS = [
  'orders.read',
  'orders.ship',
  'orders.cancel',
  'payments.review',
  'refunds.record',
  /** Corrections of trade documents (decision 026): finance and the owner. */
  'documents.reissue',
  'kyc.review',
  'customers.read',
  'customers.disable',
  'customers.coupons',
  'reports.read',
  'aftersales.read',
  'aftersales.receive',
  'aftersales.ship',
  'aftersales.review',
  'aftersales.reply',
  'aftersales.payments',
  'bulk.read',
  'bulk.update',
  'catalog.read',
  'catalog.write',
  'stock.write',
  'content.write',
  'coupons.write',
  /** Coupons worth more than the owner's limit (settings): only the owner holds it. */
  'coupons.over-limit',
  'calculator.write',
  'staff.manage',
  'settings.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'finance', 'compliance', 'warehouse', 'support', 'merchandiser'] as const;
export type StaffRole = (typeof ROLES)[number];

/** The permissions of a role. Roles are fixed sets; the owner holds every permission. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  finance: [
    'orders.read',
    'payments.review',
    'orders.cancel',
    'refunds.record',
    'documents.reissue',
    'customers.read',
    'reports.read',
  ],
  compliance: ['kyc.review', 'customers.read', 'customers.disable'],
  warehouse: ['orders.read', 'orders.ship', 'aftersales.receive', 'aftersales.ship'],
  support: [
    'customers.read',
    'aftersales.read',
    'aftersales.receive',
    'aftersales.ship',
    'aftersales.review',
    'aftersales.reply',
    'bulk.read',
    'bulk.update',
    'orders.read',
  ],
  // Issuing a coupon to a customer is coupon work (coupons.*), so it sits with the merchandiser.
  merchandiser: [
    'catalog.read',
    'catalog.write',
    'stock.write',
    'content.write',
    'coupons.write',
    'customers.coupons',
    'calculator.write',
  ],
};

export function isStaffRole(value: string): value is StaffRole {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether a role holds a permission; an unknown role holds none. */
export function can(role: string, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** Roles that must sign in with a second factor whatever the settings say (the owner may add more). */
export const ROLES_REQUIRING_2FA: readonly StaffRole[] = ['owner', 'finance'];
