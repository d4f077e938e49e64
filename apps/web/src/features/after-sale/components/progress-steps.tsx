import { AfterSaleStatus as S } from '@hashforge/contract';
import { useTranslation } from 'react-i18next';
import { MiniCheckIcon } from '../../../components/icons.tsx';
import { cn } from '../../../lib/cn.ts';

const stages = [
  { key: 'review', upTo: S.pending },
  { key: 'ship', upTo: S.customerShipped },
  { key: 'received', upTo: S.receivedWithNote },
  { key: 'repair', upTo: S.maintenance },
  { key: 'back', upTo: S.customerReceipt },
  { key: 'done', upTo: S.completed },
] as const;

/** Where the request stands, in six stages a buyer understands. */
export function ProgressSteps({ status }: { status: number }) {
  const { t } = useTranslation();
  const current = stages.findIndex((s) => status <= s.upTo);
  const at = current === -1 ? stages.length - 1 : current;
  return (
    <ol className="flex items-start">
      {stages.map((stage, i) => {
        const done = i < at || status === S.completed;
        const active = i === at && status !== S.completed;
        return (
          <li key={stage.key} className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
            <div className="flex w-full items-center">
              <span
                className={cn(
                  'h-0.5 flex-1',
                  i === 0 ? 'bg-transparent' : done || active ? 'bg-brand-500' : 'bg-slate-200',
                )}
              />
              <span
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold sm:size-8',
                  done && 'bg-brand-600 text-white',
                  active && 'bg-white text-brand-700 ring-2 ring-brand-500',
                  !done && !active && 'bg-slate-100 text-slate-400',
                )}
              >
                {done ? <MiniCheckIcon className="size-4" /> : i + 1}
              </span>
              <span
                className={cn(
                  'h-0.5 flex-1',
                  i === stages.length - 1 ? 'bg-transparent' : done ? 'bg-brand-500' : 'bg-slate-200',
                )}
              />
            </div>
            <span
              className={cn(
                'px-0.5 text-[11px] leading-tight sm:text-xs',
                active ? 'font-semibold text-slate-900' : 'text-slate-500',
              )}
            >
              {t(`afterSale.detail.stages.${stage.key}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
