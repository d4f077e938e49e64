import type { FormEventHandler, ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { DialogProps } from './dialog.tsx';

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'dismissible'> {
  /** The form's id: the submit button sits in the dialog's footer, outside the form. */
  formId: string;
  submitLabel: ReactNode;
  pending?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Classes of the form (its layout). */
  className?: string;
}

/** A dialog holding one form: a ConfirmDialog whose action button submits the form. */
export function FormDialog({
  formId,
  submitLabel,
  pending,
  onSubmit,
  className,
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <ConfirmDialog {...dialog} formId={formId} confirmLabel={submitLabel} pending={pending}>
      <form id={formId} noValidate className={className} onSubmit={onSubmit}>
        {children}
      </form>
    </ConfirmDialog>
  );
}
