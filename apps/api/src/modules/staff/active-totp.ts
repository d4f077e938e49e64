import { TWO_FACTOR_OFF } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { assertOwnTotp } from './confirm-two-factor.ts';

export type TotpDeps = Pick<Deps, 'prisma' | 'keys' | 'redis' | 'config' | 'clock'>;

/**
 * The signed-in staff member's own row, once their authenticator code is checked: what regenerating
 * recovery codes and turning the authenticator off both ask first. Refused when the app is not set up.
 */
export async function withActiveTotp(deps: TotpDeps, ctx: StaffContext, otp: string) {
  const staff = await deps.prisma.staff.findUniqueOrThrow({ where: { id: ctx.staff.id } });
  if (!staff.totpEnabledAt || !staff.totpSecretSealed) throw AppError.refused(TWO_FACTOR_OFF);
  await assertOwnTotp(deps, ctx, staff.totpSecretSealed, otp);
  return staff;
}
