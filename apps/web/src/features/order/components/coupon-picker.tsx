import type { SelectableCoupon } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../components/format.tsx';
import { Card } from '../../../components/page.tsx';
import { cn } from '../../../lib/cn.ts';

function CouponOption({
  coupon,
  checked,
  onSelect,
}: {
  coupon: SelectableCoupon | null;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const usable = coupon === null || coupon.select === 1;
  const rule = !coupon
    ? t('order.confirm.noCoupon')
    : coupon.type === 2
      ? t('coupon.rule.product', {
          product: [coupon.productClass, coupon.productCategoryName].filter(Boolean).join(' '),
        })
      : coupon.type === 3
        ? t('coupon.rule.threshold', { amount: formatUsd(coupon.excessAmount ?? '0') })
        : t('coupon.rule.general');
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm',
        !usable && 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400',
        usable && checked && 'border-brand-500 bg-brand-50',
        usable && !checked && 'cursor-pointer border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name="coupon"
        className="accent-brand-600"
        disabled={!usable}
        checked={checked}
        onChange={onSelect}
      />
      {coupon ? (
        <span className={cn('w-20 shrink-0 font-bold tabular-nums', usable ? 'text-brand-700' : '')}>
          {formatUsd(coupon.price)}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">{rule}</span>
      {coupon && !usable ? <span className="text-xs">{t('order.confirm.couponNotApplicable')}</span> : null}
    </label>
  );
}

/**
 * The order confirm's coupon choice: none, or one of the buyer's coupons; those that do not apply to
 * these items (the `select` flag of `cart/getProductAmount`) are shown but cannot be chosen.
 */
export function CouponPicker({
  coupons,
  selectedId,
  onSelect,
}: {
  coupons: readonly SelectableCoupon[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('order.confirm.coupon')}>
      <div className="space-y-2">
        <CouponOption coupon={null} checked={selectedId === null} onSelect={() => onSelect(null)} />
        {coupons.map((c) => (
          <CouponOption key={c.id} coupon={c} checked={selectedId === c.id} onSelect={() => onSelect(c.id)} />
        ))}
        {coupons.length === 0 ? <p className="text-sm text-slate-500">{t('order.confirm.noCoupons')}</p> : null}
      </div>
    </Card>
  );
}
