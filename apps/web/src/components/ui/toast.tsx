import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, getToasts, subscribeToasts, type ToastKind } from '../../lib/toast.ts';

const styles: Record<ToastKind, { box: string; icon: string; path: string }> = {
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: 'text-emerald-600',
    path: 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z',
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: 'text-red-600',
    path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 4h2v5H9V6Zm0 6h2v2H9v-2Z',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: 'text-amber-600',
    path: 'M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z',
  },
  info: {
    box: 'border-slate-200 bg-white text-slate-900',
    icon: 'text-slate-500',
    path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 7h2v5H9V9Zm0-3h2v2H9V6Z',
  },
};

/** Renders the toasts raised through `toast.*` (lib/toast.ts); mounted once by the providers. */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3 sm:top-5"
    >
      {items.map((item) => {
        const s = styles[item.kind];
        return (
          <div
            key={item.id}
            role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}
            data-toast={item.kind}
            className={cn(
              'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
              s.box,
            )}
          >
            <svg className={cn('mt-0.5 size-5 shrink-0', s.icon)} viewBox="0 0 20 20" fill="currentColor">
              <path d={s.path} />
            </svg>
            <p className="flex-1">{item.text}</p>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="-m-1 rounded p-1 opacity-60 hover:opacity-100"
              aria-label="Dismiss"
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
