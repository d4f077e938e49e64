import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from './close-icon.tsx';

/**
 * A modal with a title, its content and a row of buttons; Escape and the backdrop close it. On a
 * phone (below 640 px) it fills the screen: a close button in its title bar, and its buttons held
 * at the bottom edge while a long form scrolls, so the step is one thumb away.
 */
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
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-6 pt-[10vh] max-sm:p-0">
        <DialogPanel
          className={cn(
            'flex w-full flex-col rounded-lg bg-white shadow-xl max-sm:min-h-dvh max-sm:rounded-none',
            size === 'lg' ? 'max-w-2xl' : 'max-w-md',
            'max-sm:max-w-none',
          )}
        >
          <div className="flex items-start gap-2 border-b border-slate-200 px-5 py-4 max-sm:pr-2">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-base font-semibold wrap-anywhere text-slate-900">{title}</DialogTitle>
              {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={onClose}
              className="-my-2 flex size-11 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 sm:hidden"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="min-w-0 flex-1 px-5 py-4">{children}</div>
          {footer && (
            <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-slate-50 px-5 py-3 max-sm:rounded-none">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
