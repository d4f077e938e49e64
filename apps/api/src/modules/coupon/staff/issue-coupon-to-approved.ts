import type { Deps } from '../../../deps.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { listApprovedUserIds } from '../../kyc/kyc-state.ts';
import { copyToBuyers } from './coupon-copies.ts';

/** Buyers per statement when issuing to everyone approved. */
const ALL_BATCH = 1000;

/**
 * The `coupons/issue-all` job: every KYC-approved buyer, a page of ids at a time (each page one
 * statement). Safe to run again: buyers holding the coupon are skipped.
 */
export async function issueCouponToApproved(
  deps: Pick<Deps, 'prisma'>,
  couponId: number,
  staffId: number | null,
): Promise<{ issued: number }> {
  let after = 0;
  let issued = 0;
  for (;;) {
    const ids = await listApprovedUserIds(deps, after, ALL_BATCH);
    if (ids.length === 0) break;
    after = ids.at(-1)!;
    issued += await deps.prisma.$transaction(async (tx) => {
      const fresh = await copyToBuyers(tx, couponId, ids);
      if (fresh.length > 0) {
        await recordAudit(tx, staffId === null ? null : { staffId, ip: '', userAgent: 'coupon job' }, {
          action: 'coupons.issue-all',
          entityType: 'coupon',
          entityId: String(couponId),
          after: { issued: fresh.length, upToUserId: after },
        });
      }
      return fresh.length;
    });
    if (ids.length < ALL_BATCH) break;
  }
  return { issued };
}
