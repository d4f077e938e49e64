import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A modal with a title, its content and a row of buttons; Escape and the backdrop close it. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-6 pt-[10vh]">
        <DialogPanel className={cn('w-full rounded-lg bg-white shadow-xl', size === 'lg' ? 'max-w-2xl' : 'max-w-md')}>
          <div className="border-b border-slate-200 px-5 py-4">
            <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
            {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
          </div>
          <div className="px-5 py-4">{children}</div>
          {footer && (
            <div className="flex justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-slate-50 px-5 py-3">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
