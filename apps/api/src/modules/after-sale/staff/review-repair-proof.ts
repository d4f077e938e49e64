import { msg, AfterSalePayStatus as Pay, AfterSaleStatus as S } from '@hashforge/contract';
import { REPAIR_PROOF_STALE } from '@hashforge/contract/admin/messages';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { type AfterSaleRow, FileKind, proofUnderReviewSince } from '../after-sale.repository.ts';
import { plainText } from '../after-sale-emails.ts';
import { applyChange } from '../apply-change.ts';
import { serviceNote, staffAmount, staffReason, staffStep } from './staff-change.ts';

/** A repair payment's proof waiting for finance: where both reviews start. */
const UNDER_REVIEW = { status: S.processing, payStatus: Pay.processingPayment } as const;
const underReview = (row: { status: number; payStatus: number }) =>
  row.status === UNDER_REVIEW.status && row.payStatus === UNDER_REVIEW.payStatus;

/**
 * The proof review's precondition: with `expectedSubmitTime` (the upload time the desk showed), the
 * proof under review must still be that upload, so a page opened before the buyer uploaded again
 * decides nothing.
 */
function assertProofSeen(row: AfterSaleRow, expectedSubmitTime: string | undefined): void {
  if (expectedSubmitTime === undefined) return;
  const since = proofUnderReviewSince(row);
  if (!since || since.getTime() !== new Date(expectedSubmitTime).getTime()) {
    throw AppError.refused(REPAIR_PROOF_STALE);
  }
}

/**
 * Finance approve the buyer's proof for the amount that actually arrived. The amount is added to
 * what was paid, read under the request's row lock (staffStep): two approvals that meet both count.
 * When everything approved so far covers the quote: payStatus 5 (maintenance may start); when
 * short: 4, the balance is due and the buyer uploads another proof.
 */
export async function approveRepairProof(
  deps: Deps,
  id: number,
  receivedAmount: string,
  actor: StaffActor | null = null,
  expectedSubmitTime?: string | undefined,
): Promise<void> {
  const amount = staffAmount(receivedAmount, 'receivedAmount');
  if (amount.lte(0)) throw AppError.field('receivedAmount', msg.staffAmountFormat);
  await staffStep(deps, id, { action: 'aftersales.proof.approve', actor }, underReview, async (tx, row, now) => {
    assertProofSeen(row, expectedSubmitTime);
    const paid = row.paidAmount.add(amount);
    const due = row.payAmount ?? new Prisma.Decimal(0);
    const next = paid.gte(due) ? Pay.waitingMaintenance : Pay.balancePayment;
    await applyChange(tx, row.id, UNDER_REVIEW, { payStatus: next }, now, {
      data: { paidAmount: { increment: amount } },
    });
    return { payStatus: next, paidAmount: paid.toFixed(2) };
  });
}

/**
 * Finance could not match the proof to a payment: its images are set aside (kind 4, kept for the
 * record) and the buyer is asked again, back to payStatus 2, or 4 when part was already approved.
 * The reason reaches the buyer as a service message.
 */
export async function failRepairProof(
  deps: Deps,
  id: number,
  reason: string,
  actor: StaffActor | null = null,
  expectedSubmitTime?: string | undefined,
): Promise<void> {
  const clean = staffReason(reason);
  await staffStep(
    deps,
    id,
    { action: 'aftersales.proof.fail', actor },
    underReview,
    async (tx, row, now) => {
      assertProofSeen(row, expectedSubmitTime);
      const next = row.paidAmount.gt(0) ? Pay.balancePayment : Pay.waitingPayment;
      await applyChange(tx, row.id, UNDER_REVIEW, { payStatus: next }, now);
      // Only the proofs under review: those of an earlier, approved payment stay shown.
      const approvedBefore = row.paidAmount.gt(0);
      const proofs = row.files.filter((f) => f.kind === FileKind.proof);
      const reviewedIds = approvedBefore ? pendingProofIds(proofs) : proofs.map((f) => f.id);
      await tx.afterSaleFile.updateMany({ where: { id: { in: reviewedIds } }, data: { kind: FileKind.failedProof } });
      await serviceNote(tx, row.id, `<p><strong>${msg.repairProofFailed}</strong></p>${clean}`, now);
      return { payStatus: next };
    },
    plainText(clean),
  );
}

/** The proofs of the latest upload: they share its moment (uploadRepairProof writes them in one statement). */
function pendingProofIds(proofs: { id: number; createdAt: Date }[]): number[] {
  const latest = Math.max(...proofs.map((f) => f.createdAt.getTime()));
  return proofs.filter((f) => f.createdAt.getTime() === latest).map((f) => f.id);
}
