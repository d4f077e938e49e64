import { FinanceStatus, msg, OrderStatus } from '@hashforge/contract';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { attachFiles } from '../../files/attach-files.ts';
import { lockOrder } from '../lock-order.ts';
import { transitionOrder } from '../transition-order.ts';

export interface PaymentProofInput {
  orderNo: string;
  fileModels: { id: number }[];
  currentPayAmount: string;
}

/**
 * `order/aging/create`: the buyer uploads a bank transfer proof (1..4 of their own images and the
 * amount) while the order awaits payment (10) or a balance (25). The order moves to 20 (paid,
 * pending review) in the same transaction, with the order's row locked and the move conditional on
 * the status it was read at, so a proof racing the expiry job or a second proof either wins cleanly
 * or is refused.
 */
export async function createPaymentProof(
  deps: Pick<Deps, 'prisma' | 'clock'>,
  userId: number,
  input: PaymentProofInput,
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    // The buyer's own uploads, named nowhere else: a receipt proves one payment.
    const files = await attachFiles(
      tx,
      { purpose: 'paymentProof', buyerId: userId },
      input.fileModels.map((f) => f.id),
      (i) => `fileModels.${i}`,
    );
    const order = await lockOrder(tx, { orderNo: input.orderNo, userId });
    if (!order) throw AppError.notFound('Order');
    // The order's transition table is the judge: only 10 and 25 may go to 20.
    await transitionOrder(tx, order.id, order.orderStatus, OrderStatus.paidPendingReview, {}, msg.proofNotAllowed);
    await tx.orderAging.create({
      data: {
        orderId: order.id,
        currentPayAmount: new Prisma.Decimal(input.currentPayAmount),
        financeStatus: FinanceStatus.awaiting,
        createdAt: deps.clock.now(),
        files: { create: files.map((f) => ({ fileId: f.id })) },
      },
    });
  });
}
