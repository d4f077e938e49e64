import { availabilityOf, type ProductSendCycle, ShelvesStatus } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatUsd } from '../../../components/format.tsx';
import { cn } from '../../../lib/cn.ts';

/** The send cycles (batches) as radio cards; the first is chosen when the page opens. */
export function SendCycleOptions({
  cycles,
  value,
  onChange,
  shelvesStatus,
}: {
  cycles: ProductSendCycle[];
  value: number | null;
  onChange: (id: number) => void;
  shelvesStatus: number;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('product.sendCycle')}</legend>
      <div className="grid gap-2" role="radiogroup">
        {cycles.map((c) => {
          const selected = c.id === value;
          const available = availabilityOf(shelvesStatus, c) === 'buy';
          return (
            <label
              key={c.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition',
                selected
                  ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="send-cycle"
                value={c.id}
                checked={selected}
                onChange={() => onChange(c.id)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{c.name}</span>
                <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
                  {c.deliveryDate ? (
                    <span>{t('product.delivery', { date: formatCalendarDate(c.deliveryDate) })}</span>
                  ) : null}
                  {shelvesStatus === ShelvesStatus.onSale ? (
                    <span className={available ? 'text-emerald-700' : 'text-amber-700'}>
                      {available ? t('product.stockLeft', { count: c.stock }) : t('product.outOfStock')}
                    </span>
                  ) : null}
                </span>
              </span>
              <span className="text-sm font-semibold text-slate-900 tabular-nums">{formatUsd(c.price)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
