import { FinanceStatus, OrderStatus } from '@hashforge/contract';

export interface ReviewableOrder {
  orderStatus: number;
  proofs: ReadonlyArray<{ createdAt: Date; financeStatus: number }>;
}

/**
 * When finance must have reviewed an order waiting at 20 (paid, pending review): `reviewHours`
 * (PROOF_REVIEW_HOURS, default 24) after the oldest proof still awaiting review. Null when the order
 * is not waiting for a review. The back office's dashboard lists orders by this deadline, so a
 * buyer cannot hold stock for long with a proof nobody looks at (docs/domain.md D3).
 */
export function proofReviewDeadline(order: ReviewableOrder, reviewHours: number): Date | null {
  if (order.orderStatus !== OrderStatus.paidPendingReview) return null;
  const waiting = order.proofs.filter((p) => p.financeStatus === FinanceStatus.awaiting);
  if (waiting.length === 0) return null;
  const oldest = Math.min(...waiting.map((p) => p.createdAt.getTime()));
  return new Date(oldest + reviewHours * 3600 * 1000);
}

/** Whether the order's review is late at `now`. */
export function isProofReviewOverdue(order: ReviewableOrder, reviewHours: number, now: Date): boolean {
  const deadline = proofReviewDeadline(order, reviewHours);
  return deadline !== null && deadline.getTime() < now.getTime();
}
