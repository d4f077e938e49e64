import { AfterSaleStatus as S } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const tone: Record<number, string> = {
  [S.pending]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [S.waitingShipment]: 'bg-brand-50 text-brand-700 ring-brand-200',
  [S.customerShipped]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [S.received]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [S.receivedWithNote]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [S.processing]: 'bg-violet-50 text-violet-800 ring-violet-200',
  [S.maintenance]: 'bg-violet-50 text-violet-800 ring-violet-200',
  [S.vendorShipped]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [S.customerReceipt]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [S.completed]: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The label of an after-sale status code (a label for every code of the spec). */
export function useStatusLabel(): (status: number) => string {
  const { t } = useTranslation();
  return (status) =>
    t(`afterSale.status.${String(status)}` as 'afterSale.status.10', {
      defaultValue: t('afterSale.status.unknown', { code: status }),
    });
}

export function StatusBadge({ status, className }: { status: number; className?: string }) {
  const label = useStatusLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
        className,
      )}
    >
      {label(status)}
    </span>
  );
}
