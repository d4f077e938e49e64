import { isStaffRole, ROLES_REQUIRING_2FA, type StaffRole } from '@hashforge/contract/admin/permissions';
import type { Deps } from '../../deps.ts';

/**
 * The ShopSetting that lists the roles the owner added to those that must use a second factor
 * (value: a JSON array of role names). owner and finance always must (ROLES_REQUIRING_2FA).
 */
export const TWO_FACTOR_ROLES_SETTING = 'staff.twoFactorRoles';

/** The roles that must use a second factor, given the setting's stored value (null when unset). */
export function requiredRoles(settingValue: unknown): Set<StaffRole> {
  const roles = new Set<StaffRole>(ROLES_REQUIRING_2FA);
  if (Array.isArray(settingValue)) {
    for (const role of settingValue) if (typeof role === 'string' && isStaffRole(role)) roles.add(role);
  }
  return roles;
}

export async function rolesRequiringTwoFactor(deps: Pick<Deps, 'prisma'>): Promise<Set<StaffRole>> {
  const setting = await deps.prisma.shopSetting.findUnique({ where: { key: TWO_FACTOR_ROLES_SETTING } });
  return requiredRoles(setting?.value ?? null);
}

export interface TwoFactorState {
  role: string;
  isDemo: boolean;
  totpEnabledAt: Date | null;
  /** Registered passkeys: each is a second factor too. */
  passkeys: number;
}

/**
 * Whether this staff member must enrol a second factor before doing anything else. Demo accounts
 * (development only: production refuses to start while one exists) are exempt, so the demo logins
 * printed by `npm start` work at once.
 */
export async function mustEnrolTwoFactor(deps: Pick<Deps, 'prisma'>, staff: TwoFactorState): Promise<boolean> {
  if (!mayNeedEnrolment(staff)) return false;
  return (await rolesRequiringTwoFactor(deps)).has(staff.role as StaffRole);
}

/** The same, with the setting already read (the session's lookup reads it in the same query). */
export function needsEnrolment(staff: TwoFactorState, required: Set<StaffRole>): boolean {
  return mayNeedEnrolment(staff) && required.has(staff.role as StaffRole);
}

function mayNeedEnrolment(staff: TwoFactorState): boolean {
  return !staff.totpEnabledAt && staff.passkeys === 0 && !staff.isDemo && isStaffRole(staff.role);
}
