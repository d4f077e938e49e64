import { FinanceStatus } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** A payment proof's finance review (spec section 4): 0 awaiting review -> 1 approved or 2 failed, once. */
export const PROOF_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [FinanceStatus.awaiting]: [FinanceStatus.approved, FinanceStatus.failed],
  [FinanceStatus.approved]: [],
  [FinanceStatus.failed]: [],
};

export const PROOF_ALREADY_REVIEWED = 'This payment proof has already been reviewed';

export function assertProofTransition(from: number, to: number): void {
  if (!(PROOF_TRANSITIONS[from]?.includes(to) ?? false)) throw AppError.refused(PROOF_ALREADY_REVIEWED);
}

export async function transitionProof(
  tx: Tx,
  proofId: number,
  from: number,
  to: number,
  data: { reviewedAt: Date; reviewNote?: string | null },
): Promise<void> {
  assertProofTransition(from, to);
  const moved = await tx.orderAging.updateMany({
    where: { id: proofId, financeStatus: from },
    data: { ...data, financeStatus: to },
  });
  if (moved.count !== 1) throw AppError.refused(PROOF_ALREADY_REVIEWED);
}
