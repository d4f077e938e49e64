import { Warranty } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const tone: Record<number, string> = {
  [Warranty.under]: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  [Warranty.over]: 'bg-red-50 text-red-700 ring-red-200',
  [Warranty.unknown]: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** Under (1), over (0) or unknown (-1) warranty of one device. */
export function WarrantyBadge({ status, checking }: { status?: number; checking?: boolean }) {
  const { t } = useTranslation();
  const value = status ?? Warranty.unknown;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        checking ? 'bg-slate-50 text-slate-500 ring-slate-200' : (tone[value] ?? tone[Warranty.unknown]),
      )}
    >
      {checking ? t('afterSale.warranty.checking') : t(`afterSale.warranty.${String(value)}` as 'afterSale.warranty.1')}
    </span>
  );
}
