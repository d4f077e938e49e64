import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import {
  OTP_WRONG,
  STAFF_TOO_MANY_ATTEMPTS,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_STARTED,
} from '@hashforge/contract/admin/messages';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { STAFF_LOCK_MS, withStaffAttempt } from './staff-guard.ts';
import { verifyTotp } from './totp.ts';

type TotpDeps = Pick<Deps, 'prisma' | 'keys' | 'redis' | 'config' | 'clock'>;

/** The audit row of a staff member turning their authenticator on (here) or off (disable-two-factor.ts). */
export function recordTwoFactorSwitch(tx: Tx, actor: StaffActor, staffId: number, enabled: boolean): Promise<void> {
  return recordAudit(tx, actor, {
    action: enabled ? 'auth.2fa_enable' : 'auth.2fa_disable',
    entityType: 'staff',
    entityId: String(staffId),
    before: { twoFactorEnabled: !enabled },
    after: { twoFactorEnabled: enabled },
  });
}

/** A current authenticator code from the signed-in staff member, reserved and counted like the sign-in's. */
export function assertOwnTotp(deps: TotpDeps, ctx: StaffContext, sealed: string, otp: string): Promise<void> {
  return withStaffAttempt(deps, { account: ctx.staff.email, ip: ctx.ip }, async (attempt) => {
    await attempt.reserveCode();
    if (await verifyTotp(deps, ctx.staff.id, sealed, otp)) return attempt.succeed();
    if (await attempt.fail()) throw AppError.rateLimited(STAFF_TOO_MANY_ATTEMPTS, STAFF_LOCK_MS / 1000);
    throw AppError.field('otp', OTP_WRONG);
  });
}

/** auth/2fa/confirm: the code proves the app holds the pending secret; 2FA is on; ten recovery codes, shown once. */
export async function confirmTwoFactor(
  deps: TotpDeps,
  input: AdminInput<typeof authDesk.confirmTwoFactor>,
  ctx: StaffContext,
): Promise<AdminResponse<typeof authDesk.confirmTwoFactor>> {
  const staff = await deps.prisma.staff.findUniqueOrThrow({ where: { id: ctx.staff.id } });
  if (staff.totpEnabledAt) throw AppError.refused(TWO_FACTOR_ALREADY_ON);
  if (!staff.totpSecretSealed) throw AppError.refused(TWO_FACTOR_NOT_STARTED);
  await assertOwnTotp(deps, ctx, staff.totpSecretSealed, input.otp);
  const recoveryCodes = await deps.prisma.$transaction(async (tx) => {
    // Conditional on the very secret the code was checked against: a second enrol in another tab
    // meanwhile makes this one fail rather than switch on a secret nobody confirmed.
    const enabled = await tx.staff.updateMany({
      where: { id: staff.id, totpEnabledAt: null, totpSecretSealed: staff.totpSecretSealed },
      data: { totpEnabledAt: deps.clock.now() },
    });
    if (enabled.count === 0) throw AppError.refused(TWO_FACTOR_NOT_STARTED);
    const codes = await replaceRecoveryCodes(deps, tx, staff.id);
    await recordTwoFactorSwitch(tx, ctx.actor, staff.id, true);
    return codes;
  });
  return { recoveryCodes };
}
