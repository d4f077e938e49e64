import { OrderStatus } from '@hashforge/contract';
import type { Deps } from '../../deps.ts';
import { sendOrderMail } from './order-emails.ts';
import { countProofs } from './payment-proofs/payment-proof.service.ts';

/** How long before an unpaid order expires its buyer is reminded to pay (docs/domain.md D3: every deadline told). */
export const REMINDER_HOURS_BEFORE_EXPIRY = 12;

export function reminderJobId(orderId: number): string {
  // BullMQ refuses ':' in a custom job id, so the order's id follows a dash like expire-order-<id>.
  return `order-reminder-${orderId}`;
}

/** When the reminder of an order expiring at `expiresAt` is due. */
export function reminderDueAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - REMINDER_HOURS_BEFORE_EXPIRY * 3600 * 1000);
}

type RemindDeps = Pick<Deps, 'prisma' | 'sql' | 'clock' | 'queues' | 'config' | 'logger'>;

/**
 * Emails the buyer of an unpaid order that it expires in 12 hours. Only an order that would still
 * expire is reminded: one at 10 with no proof standing and not yet expired; one paid, under review,
 * canceled or already expired is left alone. The email's job id is the order's, so a repeat sends
 * nothing more. Answers whether a reminder was queued.
 */
export async function remindUnpaidOrder(deps: RemindDeps, orderId: number): Promise<boolean> {
  const order = await deps.prisma.order.findUnique({
    where: { id: orderId },
    select: { userId: true, orderNo: true, orderStatus: true, payableAmount: true, expiresAt: true },
  });
  if (!order || order.orderStatus !== OrderStatus.unpaid) return false;
  if (order.expiresAt <= deps.clock.now()) return false;
  if ((await countProofs(deps.prisma, orderId)) > 0) return false;
  await sendOrderMail(deps, order.userId, {
    kind: 'payment-reminder',
    orderNo: order.orderNo,
    payableAmount: order.payableAmount.toFixed(2),
    expiresAt: order.expiresAt,
  });
  return true;
}
