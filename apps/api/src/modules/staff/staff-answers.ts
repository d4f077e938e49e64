import type { staffSessionAnswer } from '@hashforge/contract/admin/auth';
import { isStaffRole, ROLE_PERMISSIONS, type StaffRole } from '@hashforge/contract/admin/permissions';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { mustEnrolTwoFactor } from './two-factor-policy.ts';

export interface StaffForAnswer {
  id: number;
  email: string;
  name: string;
  role: string;
  isDemo: boolean;
  totpEnabledAt: Date | null;
  mustChangePassword: boolean;
  passkeys: number;
}

/** What auth/login, auth/recovery and auth/me answer about the signed-in staff member. */
export async function sessionAnswer(
  deps: Pick<Deps, 'prisma'>,
  staff: StaffForAnswer,
  csrfToken: string,
): Promise<z.output<typeof staffSessionAnswer>> {
  const role = staff.role as StaffRole;
  return {
    staff: { id: staff.id, email: staff.email, name: staff.name, role },
    csrfToken,
    permissions: isStaffRole(role) ? [...ROLE_PERMISSIONS[role]] : [],
    mustChangePassword: staff.mustChangePassword,
    mustEnrolTwoFactor: await mustEnrolTwoFactor(deps, staff),
    twoFactorEnabled: staff.totpEnabledAt !== null || staff.passkeys > 0,
    passkeys: staff.passkeys,
  };
}
