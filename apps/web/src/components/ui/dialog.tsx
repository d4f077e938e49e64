import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { MiniCloseIcon } from '../icons.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Panel width in px on wide screens (the upload-proof dialog is 900); full width on phones. */
  width?: number;
  /**
   * false: clicking outside (and Escape) does not close it; only its own buttons do
   * (docs/domain.md part S: the upload-proof dialog).
   */
  dismissible?: boolean;
}

/** A modal dialog (Headless UI): focus trapped, scroll locked, title announced. */
export function Dialog({ open, onClose, title, children, footer, width = 480, dismissible = true }: DialogProps) {
  const { t } = useTranslation();
  return (
    <HeadlessDialog open={open} onClose={dismissible ? onClose : () => undefined} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-4">
        <DialogPanel
          transition
          style={{ maxWidth: width }}
          className={cn(
            'w-full rounded-t-xl bg-white shadow-xl transition duration-150 sm:rounded-xl',
            'data-closed:translate-y-4 data-closed:opacity-0',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="-m-1 rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              aria-label={t('common.close')}
            >
              <MiniCloseIcon className="size-5" />
            </button>
          </div>
          <div className="max-h-[75dvh] overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-3">{footer}</div>
          ) : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
