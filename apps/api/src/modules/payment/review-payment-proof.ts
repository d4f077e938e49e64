import { FinanceStatus, OrderStatus } from '@hashforge/contract';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { sendOrderMail } from '../order/order-emails.ts';
import { transitionOrder } from '../order/order-status.ts';
import { approvedAmount } from './payment-proofs.ts';
import { transitionProof } from './proof-status.ts';

type ReviewDeps = Pick<Deps, 'prisma' | 'clock' | 'queues' | 'config' | 'logger'>;

interface Reviewed {
  userId: number;
  orderNo: string;
  amount: string;
  orderStatus: number;
  balance: string;
}

async function review(
  deps: ReviewDeps,
  proofId: number,
  outcome: typeof FinanceStatus.approved | typeof FinanceStatus.failed,
  note: string | null,
): Promise<Reviewed> {
  return deps.prisma.$transaction(async (tx) => {
    const proof = await tx.orderAging.findUnique({
      where: { id: proofId },
      select: { orderId: true, financeStatus: true, currentPayAmount: true },
    });
    if (!proof) throw AppError.notFound('Payment proof');
    const [order] = await tx.$queryRaw<
      { orderStatus: number; userId: number; orderNo: string; payableAmount: string }[]
    >`
      SELECT "orderStatus", "userId", "orderNo", "payableAmount"::text AS "payableAmount"
      FROM "order" WHERE id = ${proof.orderId} FOR UPDATE`;
    if (!order) throw AppError.notFound('Order');
    await transitionProof(tx, proofId, proof.financeStatus, outcome, {
      reviewedAt: deps.clock.now(),
      reviewNote: note,
    });
    const approved = await approvedAmount(tx, proof.orderId);
    const covered = approved.greaterThanOrEqualTo(order.payableAmount);
    // Approved and covering the payable: to the warehouse; approved but short: balance due; failed:
    // back to unpaid, or to balance due when an earlier proof was approved.
    const next =
      outcome === FinanceStatus.approved
        ? covered
          ? OrderStatus.unshipped
          : OrderStatus.balancePayment
        : approved.greaterThan(0)
          ? OrderStatus.balancePayment
          : OrderStatus.unpaid;
    await transitionOrder(tx, proof.orderId, order.orderStatus, next);
    const balance = Prisma.Decimal.max(0, new Prisma.Decimal(order.payableAmount).sub(approved)).toFixed(2);
    return {
      userId: order.userId,
      orderNo: order.orderNo,
      amount: proof.currentPayAmount.toFixed(2),
      orderStatus: next,
      balance,
    };
  });
}

/** Staff (finance): approve a proof awaiting review (0 -> 1); the order goes to 30 or 25. */
export async function approvePaymentProof(deps: ReviewDeps, proofId: number): Promise<{ orderStatus: number }> {
  const done = await review(deps, proofId, FinanceStatus.approved, null);
  await sendOrderMail(deps, done.userId, {
    kind: 'proof-approved',
    orderNo: done.orderNo,
    proofId,
    amount: done.amount,
    fullyPaid: done.orderStatus === OrderStatus.unshipped,
    balance: done.balance,
  });
  return { orderStatus: done.orderStatus };
}

/** Staff (finance): fail a proof awaiting review (0 -> 2); the order goes back to 10, or 25 if part was paid. */
export async function failPaymentProof(
  deps: ReviewDeps,
  proofId: number,
  note: string | null = null,
): Promise<{ orderStatus: number }> {
  const done = await review(deps, proofId, FinanceStatus.failed, note?.slice(0, 500) ?? null);
  await sendOrderMail(deps, done.userId, {
    kind: 'proof-failed',
    orderNo: done.orderNo,
    proofId,
    amount: done.amount,
    note,
  });
  return { orderStatus: done.orderStatus };
}
