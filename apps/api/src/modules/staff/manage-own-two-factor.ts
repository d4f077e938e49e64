import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import { ROLE_REQUIRES_TWO_FACTOR, TWO_FACTOR_OFF } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertOwnTotp } from './confirm-two-factor.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { rolesRequiringTwoFactor } from './two-factor-policy.ts';

type TotpDeps = Pick<Deps, 'prisma' | 'keys' | 'redis' | 'config' | 'clock'>;

async function withActiveTotp(deps: TotpDeps, ctx: StaffContext, otp: string) {
  const staff = await deps.prisma.staff.findUniqueOrThrow({ where: { id: ctx.staff.id } });
  if (!staff.totpEnabledAt || !staff.totpSecretSealed) throw AppError.refused(TWO_FACTOR_OFF);
  await assertOwnTotp(deps, ctx, staff.totpSecretSealed, otp);
  return staff;
}

/** auth/2fa/recovery-codes: ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: TotpDeps,
  input: AdminInput<typeof authDesk.regenerateRecoveryCodes>,
  ctx: StaffContext,
): Promise<AdminResponse<typeof authDesk.regenerateRecoveryCodes>> {
  const staff = await withActiveTotp(deps, ctx, input.otp);
  const recoveryCodes = await deps.prisma.$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(deps, tx, staff.id);
    await recordAudit(tx, ctx.actor, {
      action: 'auth.recovery_codes_replace',
      entityType: 'staff',
      entityId: String(staff.id),
    });
    return codes;
  });
  return { recoveryCodes };
}

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
    await recordAudit(tx, ctx.actor, {
      action: 'auth.2fa_disable',
      entityType: 'staff',
      entityId: String(staff.id),
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
  });
  return {};
}
