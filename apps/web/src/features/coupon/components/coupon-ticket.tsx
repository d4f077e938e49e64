import { CouponStatus, CouponType, type UserCoupon } from '@hashforge/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatUsd } from '../../../components/format.tsx';
import { cn } from '../../../lib/cn.ts';

/** One coupon as a ticket: value, what it applies to, validity; used and expired ones grey (docs/domain.md S4). */
export function CouponTicket({ coupon, aside }: { coupon: UserCoupon; aside?: ReactNode }) {
  const { t } = useTranslation();
  const grey = coupon.status !== CouponStatus.unused;
  const rule =
    coupon.type === CouponType.product
      ? t('coupon.rule.product', {
          product: [coupon.productClass, coupon.productCategoryName].filter(Boolean).join(' '),
        })
      : coupon.type === CouponType.threshold
        ? t('coupon.rule.threshold', { amount: formatUsd(coupon.excessAmount ?? '0') })
        : t('coupon.rule.general');
  return (
    <article
      data-testid="coupon"
      className={cn(
        'relative flex overflow-hidden rounded-xl border bg-white',
        grey ? 'border-slate-200 text-slate-400 grayscale' : 'border-brand-200',
      )}
    >
      <div
        className={cn(
          'flex w-32 shrink-0 flex-col items-center justify-center gap-1 border-r border-dashed px-3 py-5 text-center',
          grey ? 'border-slate-200 bg-slate-100' : 'border-brand-200 bg-brand-50 text-brand-700',
        )}
      >
        <span className="text-2xl font-bold tabular-nums">{formatUsd(coupon.price)}</span>
        <span className="text-[11px] font-semibold tracking-wide uppercase">
          {t(`coupon.type.${coupon.type as 1 | 2 | 3}`)}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-1 px-4 py-3">
        <p className={cn('text-sm font-semibold', grey ? 'text-slate-500' : 'text-slate-900')}>{rule}</p>
        <p className="text-xs">
          {t('coupon.validity', { from: formatDate(coupon.startTime), to: formatDate(coupon.endTime) })}
        </p>
        {grey ? (
          <span className="mt-1 w-fit rounded bg-slate-200 px-1.5 py-0.5 text-[11px] font-semibold text-slate-600">
            {t(`coupon.status.${coupon.status as 2 | 3}`)}
          </span>
        ) : null}
      </div>
      {aside ? <div className="flex items-center pr-4">{aside}</div> : null}
    </article>
  );
}
