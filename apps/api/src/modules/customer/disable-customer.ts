import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { setUserDisabled } from '../auth/users.ts';

export const CUSTOMER_ALREADY_DISABLED = 'This customer was already disabled';
export const CUSTOMER_ALREADY_ENABLED = 'This customer is not disabled';

/**
 * `customers/disable` and `customers/enable` (customers.disable): a disabled buyer's sessions end at
 * once and the shop's sign-in refuses them until staff enable them again. One transaction with the
 * audit row; a second click is told the state is already so.
 */
export async function setCustomerDisabled(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  actor: StaffActor | null,
  input: { userId: number; disabled: boolean; reason?: string },
): Promise<{ userId: number; disabled: boolean }> {
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    const exists = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!exists) throw AppError.notFound('Customer');
    const changed = await setUserDisabled(tx, input.userId, input.disabled, now);
    if (!changed) throw AppError.refused(input.disabled ? CUSTOMER_ALREADY_DISABLED : CUSTOMER_ALREADY_ENABLED);
    await recordAudit(tx, actor, {
      action: input.disabled ? 'customers.disable' : 'customers.enable',
      entityType: 'user',
      entityId: String(input.userId),
      before: { disabled: !input.disabled },
      after: { disabled: input.disabled, ...(input.reason ? { reason: input.reason } : {}) },
    });
  });
  return { userId: input.userId, disabled: input.disabled };
}
