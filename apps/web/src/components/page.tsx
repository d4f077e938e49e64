import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** The content column of a page: centred, padded, as wide as the header's content. */
export function Page({ children, className, narrow }: { children: ReactNode; className?: string; narrow?: boolean }) {
  return (
    <div
      className={cn('mx-auto w-full px-4 py-8 sm:px-6 lg:px-8 lg:py-12', narrow ? 'max-w-3xl' : 'max-w-7xl', className)}
    >
      {children}
    </div>
  );
}

/** A page's heading with an optional line below and actions on the right. */
export function PageTitle({ children, sub, actions }: { children: ReactNode; sub?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{children}</h1>
        {sub ? <p className="mt-1 text-sm text-slate-500">{sub}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A white card with a border, the building block of account and order pages. */
export function Card({ children, className, title }: { children: ReactNode; className?: string; title?: ReactNode }) {
  return (
    <section className={cn('rounded-xl border border-slate-200 bg-white', className)}>
      {title ? (
        <h2 className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900">{title}</h2>
      ) : null}
      <div className="p-5">{children}</div>
    </section>
  );
}
