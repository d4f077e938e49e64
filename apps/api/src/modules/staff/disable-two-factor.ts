import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput } from '@hashforge/contract/admin/call';
import { ROLE_REQUIRES_TWO_FACTOR } from '@hashforge/contract/admin/messages';
import { AppError } from '../../errors.ts';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { type TotpDeps, withActiveTotp } from './active-totp.ts';
import { recordTwoFactorSwitch } from './confirm-two-factor.ts';
import { rolesRequiringTwoFactor } from './two-factor-policy.ts';

/** auth/2fa/disable: for a role that requires a second factor, only while a passkey remains. */
export async function disableTwoFactor(
  deps: TotpDeps,
  input: AdminInput<typeof authDesk.disableTwoFactor>,
  ctx: StaffContext,
): Promise<Record<string, never>> {
  // A passkey keeps such a role's second factor when the authenticator goes.
  const required = (await rolesRequiringTwoFactor(deps)).has(ctx.staff.role);
  if (required && ctx.session.staff.passkeys === 0) throw AppError.refused(ROLE_REQUIRES_TWO_FACTOR);
  const staff = await withActiveTotp(deps, ctx, input.otp);
  await deps.prisma.$transaction(async (tx) => {
    await tx.staff.update({ where: { id: staff.id }, data: { totpEnabledAt: null, totpSecretSealed: null } });
    await tx.staffRecoveryCode.deleteMany({ where: { staffId: staff.id } });
    await recordTwoFactorSwitch(tx, ctx.actor, staff.id, false);
  });
  return {};
}
