import { type Order, OrderStatus } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../components/format.tsx';
import { cn } from '../../../lib/cn.ts';

/** What the buyer still owes on an order (USD, two decimals): the wire's amount, the proof's suggestion. */
export function amountDue(order: Pick<Order, 'payableAmunt' | 'paidAmount'>): string {
  return Math.max(0, Number(order.payableAmunt) - Number(order.paidAmount)).toFixed(2);
}

/**
 * A coupon covered the whole order: there never was a wire to send, so nothing offers one. At 20 it
 * waits for the shop's finance team to confirm it, not for the buyer.
 */
export function nothingPayable(order: Pick<Order, 'payableAmunt'>): boolean {
  return Number(order.payableAmunt) <= 0;
}

/** What an order a coupon covers says instead of asking for a wire: at 20, that the shop confirms it next. */
export function CoveredNote({ order, className }: { order: Pick<Order, 'orderStatus'>; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('text-sm text-slate-700', className)} data-testid="covered-note">
      {t(order.orderStatus === OrderStatus.paidPendingReview ? 'order.covered.waiting' : 'order.covered.done')}
    </p>
  );
}

/** Product amount, coupon, discount and payable (payable = max(0, product - coupon - discount)). */
export function AmountSummary({
  productAmount,
  couponAmount,
  discountAmount,
  payableAmount,
  paidAmount,
  className,
}: {
  productAmount: string | number;
  couponAmount?: string | number;
  discountAmount: string | number;
  payableAmount: string | number;
  paidAmount?: string | number;
  className?: string;
}) {
  const { t } = useTranslation();
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <div className={cn('flex items-baseline justify-between gap-4', strong && 'border-t border-slate-200 pt-3')}>
      <dt className={cn('text-sm', strong ? 'font-semibold text-slate-900' : 'text-slate-600')}>{label}</dt>
      <dd
        data-testid={testId}
        className={cn('tabular-nums', strong ? 'text-2xl font-bold text-brand-700' : 'text-sm text-slate-900')}
      >
        {value}
      </dd>
    </div>
  );
  return (
    <dl className={cn('space-y-2.5', className)}>
      {row(t('order.amount.product'), formatUsd(productAmount))}
      {couponAmount !== undefined ? row(t('order.amount.coupon'), `−${formatUsd(couponAmount)}`) : null}
      {row(t('order.amount.discount'), `−${formatUsd(discountAmount)}`)}
      {paidAmount !== undefined && Number(paidAmount) > 0 ? row(t('order.amount.paid'), formatUsd(paidAmount)) : null}
      {row(t('order.amount.payable'), formatUsd(payableAmount), true, 'payable-amount')}
    </dl>
  );
}

/** An order's amounts as they stand, what the buyer has paid so far included (the pay page, the order detail). */
export function OrderAmountSummary({ order }: { order: Order }) {
  return (
    <AmountSummary
      productAmount={order.productAmount}
      couponAmount={order.couponAmount}
      discountAmount={order.discountAmount}
      paidAmount={order.paidAmount}
      payableAmount={order.payableAmunt}
    />
  );
}
