import { OrderStatus } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const KNOWN = [0, 10, 20, 25, 30, 35, 40, 50] as const;
type Known = (typeof KNOWN)[number];

export function isKnownStatus(status: number): status is Known {
  return (KNOWN as readonly number[]).includes(status);
}

/** The checkout stepper's steps (cart, order info, pay, submit): where an order at a status stands. */
export type CheckoutStep = 0 | 1 | 2 | 3;

/**
 * The one table of order statuses the storefront shows (list, detail, pay page and its stepper):
 * each status's badge tone and the checkout step it has reached. Only 10 and 25 still ask for money,
 * so only they stand at "pay"; once a proof is in (20) or the order is paid, "pay" is ticked.
 */
export const orderStatusTable: Record<Known, { tone: string; step: CheckoutStep }> = {
  [OrderStatus.canceled]: { tone: 'bg-slate-100 text-slate-700', step: 2 },
  [OrderStatus.unpaid]: { tone: 'bg-red-50 text-red-700', step: 2 },
  [OrderStatus.paidPendingReview]: { tone: 'bg-amber-50 text-amber-800', step: 3 },
  [OrderStatus.balancePayment]: { tone: 'bg-red-50 text-red-700', step: 2 },
  [OrderStatus.unshipped]: { tone: 'bg-sky-50 text-sky-800', step: 3 },
  [OrderStatus.partShipped]: { tone: 'bg-sky-50 text-sky-800', step: 3 },
  [OrderStatus.shipped]: { tone: 'bg-indigo-50 text-indigo-700', step: 3 },
  [OrderStatus.complete]: { tone: 'bg-emerald-50 text-emerald-800', step: 3 },
};

const unknownTone = 'bg-slate-100 text-slate-700';

/** The checkout step an order stands at (a status the table does not know has gone past paying). */
export function checkoutStepOf(status: number): CheckoutStep {
  return isKnownStatus(status) ? orderStatusTable[status].step : 3;
}

/** The status label (spec section 3: anything not listed is "unsuccessful"). */
export function useOrderStatusLabel() {
  const { t } = useTranslation();
  return (status: number) => (isKnownStatus(status) ? t(`order.status.${status}`) : t('order.status.other'));
}

export function OrderStatusBadge({
  status,
  className,
  testId = 'order-status',
}: {
  status: number;
  className?: string;
  testId?: string;
}) {
  const label = useOrderStatusLabel();
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isKnownStatus(status) ? orderStatusTable[status].tone : unknownTone,
        className,
      )}
    >
      {label(status)}
    </span>
  );
}
