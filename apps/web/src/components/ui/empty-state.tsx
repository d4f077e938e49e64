import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** What a list shows when it has nothing: `temporarily no data` unless told otherwise. */
export function EmptyState({ text, action, className }: { text?: ReactNode; action?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 py-14 text-center', className)}>
      <svg className="size-14 text-slate-300" viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <rect x="10" y="18" width="44" height="32" rx="4" stroke="currentColor" strokeWidth="3" />
        <path d="M10 30h14l4 6h8l4-6h14" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <path d="M22 12l4 5M42 12l-4 5M32 9v7" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-sm text-slate-500">{text ?? t('common.noData')}</p>
      {action}
    </div>
  );
}
