import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'dismissible'> {
  /** The form's id: the submit button sits in the dialog's footer, outside the form. */
  formId: string;
  submitLabel: ReactNode;
  pending?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Classes of the form (its layout). */
  className?: string;
}

/** A dialog holding one form, with Cancel (closes it) and the submit button in its footer. */
export function FormDialog({
  formId,
  submitLabel,
  pending,
  onSubmit,
  className,
  children,
  onClose,
  ...dialog
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      onClose={onClose}
      {...dialog}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className={className} onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
