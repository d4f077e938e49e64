import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <svg className="size-5 animate-spin text-brand-600" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="text-sm text-slate-600">{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/**
 * A block-level loading state for a page or a panel. `fill` holds a whole screen for a page whose
 * content arrives all at once, so the footer does not flash into view and jump away (layout shift).
 */
export function PageSpinner({ label, fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={cn('flex items-center justify-center', fill ? 'min-h-dvh' : 'min-h-[30vh]')}>
      <Spinner label={label} />
    </div>
  );
}
