import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
}

/** Page numbers with ellipses: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pages: number): Array<number | 'gap'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const out: Array<number | 'gap'> = [1];
  const from = Math.max(2, Math.min(page - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(page + 1, 5));
  if (from > 2) out.push('gap');
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages - 1) out.push('gap');
  out.push(pages);
  return out;
}

export function Pagination({ page, pageSize, total, onChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onChange(p);
  };
  const cell = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium';
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(cell, 'text-slate-600 hover:bg-slate-100 disabled:opacity-40')}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={t('common.previous')}
      >
        ‹
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className={cn(cell, 'text-slate-400')}>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            onClick={() => go(p)}
            aria-current={p === page ? 'page' : undefined}
            className={cn(cell, p === page ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(cell, 'text-slate-600 hover:bg-slate-100 disabled:opacity-40')}
        onClick={() => go(page + 1)}
        disabled={page >= pages}
        aria-label={t('common.next')}
      >
        ›
      </button>
      <span className="ml-2 text-xs text-slate-500">{t('common.totalItems', { count: total })}</span>
    </nav>
  );
}
