import { FinanceStatus } from '@hashforge/contract';
import type { Prisma, Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { proofMachine } from './proof-status.ts';

/** What the second of two reviewers is told (docs/backoffice.md section 7): what the first one did. */
const PROOF_ALREADY: Readonly<Record<number, string>> = {
  [FinanceStatus.approved]: 'This proof was already approved',
  [FinanceStatus.failed]: 'This proof was already failed',
};

const refusalAt = (status: number | undefined) => PROOF_ALREADY[status ?? -1] ?? 'This proof cannot be reviewed';

export function assertProofTransition(from: number, to: number): void {
  proofMachine.assert(from, to, refusalAt(from));
}

/**
 * Moves a proof out of review inside the caller's transaction, only if it is still at `from`; the
 * loser of two reviews is told what the winner did.
 */
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
    throw AppError.refused(refusalAt(now?.financeStatus));
  }
}
