import type { Deps } from '../../deps.ts';

/**
 * A buyer's KYC status (SPEC.md: 0 or -1 not verified, 1 or 2 submitted and allowed to order).
 * 0 until the buyer has submitted a KYC form. Other modules read it through this function only.
 */
export async function getKycStatus(deps: Pick<Deps, 'prisma'>, userId: number): Promise<number> {
  const kyc = await deps.prisma.kyc.findUnique({ where: { userId }, select: { status: true } });
  return kyc?.status ?? 0;
}
