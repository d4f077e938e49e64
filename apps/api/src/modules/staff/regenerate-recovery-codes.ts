import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminInput, AdminResponse } from '@hashforge/contract/admin/call';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { type TotpDeps, withActiveTotp } from './active-totp.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';

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
