import { KycStatus } from '@hashforge/contract';
import { Prisma } from '../../db/generated/client.ts';
import { sqlRows } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';

/**
 * A buyer's KYC status (docs/domain.md part S: 0 or -1 not verified, 1 or 2 submitted and allowed to order).
 * 0 until the buyer has submitted a KYC form. Other modules read it through this function only.
 */
export async function getKycStatus(deps: Pick<Deps, 'sql'>, userId: number): Promise<number> {
  const [row] = await sqlRows<{ status: number | null }>(
    deps.sql,
    Prisma.sql`SELECT (${kycStatusSql(userId)}) AS status`,
  );
  return row?.status ?? 0;
}

/**
 * The status as a scalar subquery (null before any KYC form: read it as 0), for a statement that
 * asks it with other things; checkout does, on every order (decision 017).
 */
export function kycStatusSql(userId: number): Prisma.Sql {
  return Prisma.sql`SELECT status FROM kyc WHERE "userId" = ${userId}`;
}

/** KYC-approved buyers' ids after `afterUserId`, in id order (staff issuing a coupon to all of them, a page at a time). */
export async function listApprovedUserIds(
  deps: Pick<Deps, 'prisma'>,
  afterUserId: number,
  take: number,
): Promise<number[]> {
  const rows = await deps.prisma.kyc.findMany({
    where: { status: KycStatus.approved, userId: { gt: afterUserId } },
    orderBy: { userId: 'asc' },
    take,
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}
