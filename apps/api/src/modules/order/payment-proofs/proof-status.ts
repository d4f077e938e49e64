import { FinanceStatus } from '@hashforge/contract';
import type { Prisma, Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';

/** A payment proof's finance review (spec section 4): 0 awaiting review -> 1 approved or 2 failed, once. */
export const PROOF_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [FinanceStatus.awaiting]: [FinanceStatus.approved, FinanceStatus.failed],
  [FinanceStatus.approved]: [],
  [FinanceStatus.failed]: [],
};

/** What the second of two reviewers is told (docs/backoffice.md section 7): what the first one did. */
export const PROOF_ALREADY: Readonly<Record<number, string>> = {
  [FinanceStatus.approved]: 'This proof was already approved',
  [FinanceStatus.failed]: 'This proof was already failed',
};

export function assertProofTransition(from: number, to: number): void {
  if (!(PROOF_TRANSITIONS[from]?.includes(to) ?? false)) {
    throw AppError.refused(PROOF_ALREADY[from] ?? 'This proof cannot be reviewed');
  }
}

export async function transitionProof(
  tx: Tx,
  proofId: number,
  from: number,
  to: number,
  data: {
    reviewedAt: Date;
    reviewNote?: string | null;
    receivedAmount?: Prisma.Decimal | null;
    reviewedByStaffId?: number | null;
  },
): Promise<void> {
  assertProofTransition(from, to);
  const moved = await tx.orderAging.updateMany({
    where: { id: proofId, financeStatus: from },
    data: { ...data, financeStatus: to },
  });
  if (moved.count !== 1) {
    const now = await tx.orderAging.findUnique({ where: { id: proofId }, select: { financeStatus: true } });
    throw AppError.refused(PROOF_ALREADY[now?.financeStatus ?? -1] ?? 'This proof cannot be reviewed');
  }
}
