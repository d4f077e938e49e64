import { type Address, joinAddress } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';

/** The order confirm's shipping address: one radio card per saved address, with add and edit. */
export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
}: {
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onEdit: (address: Address) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <span className="flex items-center justify-between gap-3">
          {t('order.confirm.address')}
          <Button size="sm" variant="secondary" onClick={() => onAdd()}>
            {t('address.add')}
          </Button>
        </span>
      }
    >
      {addresses.length === 0 ? (
        <EmptyState
          text={t('order.confirm.noAddress')}
          action={<Button onClick={() => onAdd()}>{t('address.add')}</Button>}
        />
      ) : (
        <div className="grid gap-3 md:grid-cols-2" role="radiogroup" aria-label={t('order.confirm.address')}>
          {addresses.map((a) => {
            const checked = a.id === selectedId;
            return (
              <div
                key={a.id}
                data-testid="address-option"
                className={cn(
                  'rounded-lg border p-4 pb-3 transition-colors',
                  checked
                    ? 'border-brand-500 bg-brand-50/50 ring-1 ring-brand-500'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <label className="flex cursor-pointer gap-3">
                  <input
                    type="radio"
                    name="address"
                    className="mt-1 accent-brand-600"
                    checked={checked}
                    onChange={() => onSelect(a.id)}
                  />
                  <span className="min-w-0 text-sm">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">{a.receiverName}</span>
                      <span className="text-slate-500 tabular-nums">
                        {a.mobileCode} {a.mobile}
                      </span>
                      {a.defaultStatus === 1 ? (
                        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-[11px] font-semibold text-brand-700">
                          {t('address.default')}
                        </span>
                      ) : null}
                    </span>
                    <span className="mt-1 block text-slate-600">{joinAddress(a)}</span>
                  </span>
                </label>
                <div className="mt-2 flex justify-end">
                  <button
                    type="button"
                    className="text-xs font-medium text-brand-700 hover:underline"
                    onClick={() => onEdit(a)}
                  >
                    {t('common.edit')}
                  </button>
                </div>
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
}
