import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from '../../lib/toast.ts';

export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-80 flex-col gap-2" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-toast={toast.kind}
          className={cn(
            'pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg',
            toast.kind === 'error' ? 'bg-red-700' : 'bg-ink-900',
          )}
        >
          <p className="flex-1">{toast.text}</p>
          <button type="button" className="text-white/70 hover:text-white" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
