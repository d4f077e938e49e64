import { AfterSaleStatus, canConfirmReceipt, msg } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findOwnedAfterSale, money } from './after-sale.repository.ts';
import { emailAfterSaleChange } from './after-sale-emails.ts';
import { applyChange } from './apply-change.ts';

/** At 40 the buyer confirms the repaired devices arrived: 40 -> 45 (completed later by staff or after 14 days). */
export async function confirmReceipt(deps: Deps, userId: number, id: number): Promise<void> {
  const request = await findOwnedAfterSale(deps.prisma, userId, id);
  if (!canConfirmReceipt(request.status)) throw AppError.refused(msg.receiptNotAllowed);
  const now = deps.clock.now();
  await deps.prisma.$transaction((tx) =>
    applyChange(
      tx,
      request.id,
      { status: AfterSaleStatus.vendorShipped },
      { status: AfterSaleStatus.customerReceipt },
      now,
      { refusal: msg.receiptNotAllowed },
    ),
  );
  await emailAfterSaleChange(
    deps,
    { ...request, status: AfterSaleStatus.customerReceipt, payAmount: money(request.payAmount) },
    now,
  );
}
