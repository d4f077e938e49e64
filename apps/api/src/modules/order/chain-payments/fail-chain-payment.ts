import { ChainPaymentStatus, OrderStatus } from '@hashforge/contract';
import {
  CHAIN_PAYMENT_ALREADY_FAILED,
  CHAIN_PAYMENT_ORDER_CANCELED,
  CHAIN_PAYMENT_ORDER_SHIPPED,
  CHAIN_PAYMENT_REFUSED,
} from '@hashforge/contract/admin/messages';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { lockOrder } from '../lock-order.ts';
import { sendOrderMail } from '../order-emails.ts';
import { transitionOrder } from '../transition-order.ts';
import { chainPaymentMachine } from './chain-payment-status.ts';

type FailDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger'>;

/** Where an order may be while a credited chain payment is taken back: before anything has shipped. */
const TAKE_BACK_FROM: readonly number[] = [
  OrderStatus.unpaid,
  OrderStatus.paidPendingReview,
  OrderStatus.balancePayment,
  OrderStatus.unshipped,
];

/**
 * Where the order goes once `paid` is what it still has received: a paid (30) or part-paid (25)
 * order goes back to 25 while something stays paid, to 10 when nothing does, and stays 30 when the
 * rest still covers it. At 10 or 20 (a wire under review: its review reads paidAmount) only the
 * amount changes.
 */
function statusAfterTakeBack(status: number, paid: Prisma.Decimal, payable: Prisma.Decimal): number {
  if (status !== OrderStatus.unshipped && status !== OrderStatus.balancePayment) return status;
  if (status === OrderStatus.unshipped && paid.greaterThanOrEqualTo(payable)) return status;
  return paid.greaterThan(0) ? OrderStatus.balancePayment : OrderStatus.unpaid;
}

/**
 * `payments/chain/fail` (payments.review): finance fails a chain payment verifying or credited, with
 * the reason the buyer reads (a sanctioned sender, say). One transaction with the order's row locked,
 * which the worker's credit also takes: the payment's conditional move to 3 (of two staff at once,
 * the second finds it failed and is told so), a credited amount taken back off the order's
 * paidAmount through its transition table, and the audit row; then the buyer's one mail. A failed
 * payment keeps its hash held: the transfer cannot be named for another order. Once the order has
 * shipped (35 on) or was canceled the money is no longer the order's to take back, and it is refused.
 */
export async function failChainPayment(
  deps: FailDeps,
  actor: StaffActor | null,
  input: { id: number; reason: string },
): Promise<{ orderNo: string; orderStatus: number; status: number }> {
  const reason = input.reason.trim().slice(0, 500);
  if (!reason) throw AppError.field('reason', 'Enter the reason the buyer will read');
  const ref = await deps.prisma.chainPayment.findUnique({ where: { id: input.id }, select: { orderId: true } });
  if (!ref) throw AppError.notFound('Chain payment');
  const now = deps.clock.now();
  const done = await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: ref.orderId });
    if (!order) throw AppError.notFound('Order');
    // Read again under the order's lock: a credit or another clerk's fail that committed meanwhile is seen here.
    const row = await tx.chainPayment.findUniqueOrThrow({ where: { id: input.id } });
    if (row.status === ChainPaymentStatus.failed) throw AppError.refused(CHAIN_PAYMENT_ALREADY_FAILED);
    if (row.status === ChainPaymentStatus.refused) throw AppError.refused(CHAIN_PAYMENT_REFUSED);
    chainPaymentMachine.assert(row.status, ChainPaymentStatus.failed, CHAIN_PAYMENT_ALREADY_FAILED);
    const paidBefore = order.paidAmount;
    const credited = row.status === ChainPaymentStatus.credited;
    if (credited && order.orderStatus === OrderStatus.canceled) throw AppError.refused(CHAIN_PAYMENT_ORDER_CANCELED);
    if (credited && !TAKE_BACK_FROM.includes(order.orderStatus)) throw AppError.refused(CHAIN_PAYMENT_ORDER_SHIPPED);
    const taken = credited ? (row.amount ?? new Prisma.Decimal(0)) : new Prisma.Decimal(0);
    const paid = Prisma.Decimal.max(0, paidBefore.sub(taken));
    const next = credited ? statusAfterTakeBack(order.orderStatus, paid, order.payableAmount) : order.orderStatus;

    const moved = await tx.chainPayment.updateMany({
      where: { id: row.id, status: row.status },
      data: {
        status: ChainPaymentStatus.failed,
        reason,
        failReason: reason,
        failedAt: now,
        failedByStaffId: actor?.staffId ?? null,
      },
    });
    if (moved.count !== 1) throw AppError.refused(CHAIN_PAYMENT_ALREADY_FAILED);
    if (next !== order.orderStatus) {
      await transitionOrder(tx, order.id, order.orderStatus, next, { paidAmount: paid });
    } else if (credited) {
      await tx.order.updateMany({
        where: { id: order.id, orderStatus: order.orderStatus },
        data: { paidAmount: paid },
      });
    }
    await recordAudit(tx, actor, {
      action: 'payments.chain-fail',
      entityType: 'order',
      entityId: order.orderNo,
      before: {
        paymentId: row.id,
        status: row.status,
        orderStatus: order.orderStatus,
        paidAmount: paidBefore.toFixed(2),
      },
      after: {
        paymentId: row.id,
        status: ChainPaymentStatus.failed,
        txHash: row.txHash,
        reason,
        takenBack: taken.toFixed(2),
        orderStatus: next,
        paidAmount: paid.toFixed(2),
      },
    });
    return { userId: order.userId, orderNo: order.orderNo, orderStatus: next, txHash: row.txHash };
  });
  await sendOrderMail(deps, done.userId, {
    kind: 'chain-failed',
    orderNo: done.orderNo,
    paymentId: input.id,
    txHash: done.txHash,
    reason,
  });
  return { orderNo: done.orderNo, orderStatus: done.orderStatus, status: ChainPaymentStatus.failed };
}
