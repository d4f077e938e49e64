import type { Deps } from '../../../deps.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { findUserIdsByEmails } from '../../auth/users.ts';
import type { CouponAuthority } from '../coupon-limit.ts';
import { assertIssuable, copyToBuyers } from './coupon-copies.ts';

/** `coupons/issue` (coupons.write): to a pasted list of buyers' emails; unknown emails are answered back. */
export async function issueCouponByEmail(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  couponId: number,
  emails: readonly string[],
  authority: CouponAuthority,
) {
  await assertIssuable(deps.prisma, couponId, authority);
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const ids = await findUserIdsByEmails(deps, wanted);
  const unknown = wanted.filter((e) => !ids.has(e));
  const userIds = [...new Set(ids.values())];
  const issued = await deps.prisma.$transaction(async (tx) => {
    // Again in the transaction: the owner may have lowered the limit since.
    await assertIssuable(tx, couponId, authority);
    const fresh = await copyToBuyers(tx, couponId, userIds);
    if (fresh.length > 0) {
      await recordAudit(tx, actor, {
        action: 'coupons.issue',
        entityType: 'coupon',
        entityId: String(couponId),
        after: { issuedTo: fresh },
      });
    }
    return fresh.length;
  });
  return { issued, alreadyIssued: userIds.length - issued, unknown };
}
