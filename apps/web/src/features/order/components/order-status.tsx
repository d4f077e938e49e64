import { OrderStatus } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const KNOWN = [0, 10, 20, 25, 30, 35, 40, 50] as const;
type Known = (typeof KNOWN)[number];

export function isKnownStatus(status: number): status is Known {
  return (KNOWN as readonly number[]).includes(status);
}

/** The status label (spec section 3: anything not listed is "unsuccessful"). */
export function useOrderStatusLabel() {
  const { t } = useTranslation();
  return (status: number) => (isKnownStatus(status) ? t(`order.status.${status}`) : t('order.status.other'));
}

const tone: Record<Known, string> = {
  [OrderStatus.canceled]: 'bg-slate-100 text-slate-600',
  [OrderStatus.unpaid]: 'bg-red-50 text-red-700',
  [OrderStatus.paidPendingReview]: 'bg-amber-50 text-amber-700',
  [OrderStatus.balancePayment]: 'bg-red-50 text-red-700',
  [OrderStatus.unshipped]: 'bg-sky-50 text-sky-700',
  [OrderStatus.partShipped]: 'bg-sky-50 text-sky-700',
  [OrderStatus.shipped]: 'bg-indigo-50 text-indigo-700',
  [OrderStatus.complete]: 'bg-emerald-50 text-emerald-700',
};

export function OrderStatusBadge({ status, className }: { status: number; className?: string }) {
  const label = useOrderStatusLabel();
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isKnownStatus(status) ? tone[status] : 'bg-slate-100 text-slate-600',
        className,
      )}
    >
      {label(status)}
    </span>
  );
}
