import { type Address, joinAddress } from '@hashforge/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** One saved address as the buyer recognises it: name, phone, the joined lines, the default mark. */
export function AddressCard({
  address,
  actions,
  className,
}: {
  address: Address;
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const isDefault = address.defaultStatus === 1;
  return (
    <article
      data-testid="address-card"
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-white p-5',
        isDefault ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200',
        className,
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{address.receiverName}</h3>
        <span className="text-sm text-slate-500 tabular-nums">
          {address.mobileCode} {address.mobile}
        </span>
        {isDefault ? (
          <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {t('address.default')}
          </span>
        ) : null}
      </header>
      <p className="text-sm leading-relaxed text-slate-600">{joinAddress(address)}</p>
      {address.companyName ? <p className="text-xs text-slate-500">{address.companyName}</p> : null}
      {actions ? <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div> : null}
    </article>
  );
}
