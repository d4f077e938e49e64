import type { authDesk } from '@hashforge/contract/admin/auth';
import type { AdminResponse } from '@hashforge/contract/admin/call';
import { TWO_FACTOR_ALREADY_ON } from '@hashforge/contract/admin/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffContext } from '../../http/register-admin-call.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readBrand } from '../settings/brand.ts';
import { newTotpSecret, totpIssuer } from './totp.ts';

/**
 * auth/2fa/enrol: a new authenticator secret, kept sealed and pending until auth/2fa/confirm proves
 * the app holds it. Starting again replaces a pending secret; an active one must be reset first.
 */
export async function enrolTwoFactor(
  deps: Pick<Deps, 'prisma' | 'keys' | 'redis' | 'config' | 'storage'>,
  ctx: StaffContext,
): Promise<AdminResponse<typeof authDesk.enrolTwoFactor>> {
  const secret = await newTotpSecret(deps, ctx.staff.email, totpIssuer((await readBrand(deps)).shopName));
  await deps.prisma.$transaction(async (tx) => {
    const pending = await tx.staff.updateMany({
      where: { id: ctx.staff.id, totpEnabledAt: null },
      data: { totpSecretSealed: secret.sealed },
    });
    if (pending.count === 0) throw AppError.refused(TWO_FACTOR_ALREADY_ON);
    await recordAudit(tx, ctx.actor, { action: 'auth.2fa_enrol', entityType: 'staff', entityId: String(ctx.staff.id) });
  });
  return { otpauthUrl: secret.otpauthUrl, qrCode: secret.qrCode, secret: secret.base32 };
}
