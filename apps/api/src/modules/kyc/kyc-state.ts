import type { Deps } from '../../deps.ts';

/**
 * A buyer's KYC status (docs/domain.md part S: 0 or -1 not verified, 1 or 2 submitted and allowed to order).
 * 0 until the buyer has submitted a KYC form. Other modules read it through this function only.
 */
export async function getKycStatus(deps: Pick<Deps, 'prisma'>, userId: number): Promise<number> {
  const kyc = await deps.prisma.kyc.findUnique({ where: { userId }, select: { status: true } });
  return kyc?.status ?? 0;
}

/** KYC-approved buyers' ids after `afterUserId`, in id order (staff issuing a coupon to all of them, a page at a time). */
export async function listApprovedUserIds(
  deps: Pick<Deps, 'prisma'>,
  afterUserId: number,
  take: number,
): Promise<number[]> {
  const rows = await deps.prisma.kyc.findMany({
    where: { status: 2, userId: { gt: afterUserId } },
    orderBy: { userId: 'asc' },
    take,
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}
