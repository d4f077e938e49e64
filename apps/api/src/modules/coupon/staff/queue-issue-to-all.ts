import type { Deps } from '../../../deps.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import type { CouponAuthority } from '../coupon-limit.ts';
import { assertIssuable } from './coupon-copies.ts';

/**
 * `coupons/issue-all` (coupons.write): queues the job; its id is the coupon's, so asking twice runs it
 * once while its finished job is kept (a week, FINISHED_JOBS_KEPT); asked later, it issues the coupon
 * to the buyers approved since. The limit is checked here, for whoever asks: the job then runs as they asked.
 */
export async function queueIssueToAll(
  deps: Pick<Deps, 'prisma' | 'queues'>,
  actor: StaffActor,
  couponId: number,
  authority: CouponAuthority,
) {
  await assertIssuable(deps.prisma, couponId, authority);
  const jobId = `issue-all-${couponId}`;
  await deps.queues.coupon.add(
    'issue-all',
    { couponId, staffId: actor.staffId },
    { jobId, attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnFail: 100 },
  );
  return { couponId, jobId };
}
