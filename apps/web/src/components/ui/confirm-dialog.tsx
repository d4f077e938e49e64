import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';

export interface ConfirmDialogProps extends Omit<DialogProps, 'footer' | 'dismissible'> {
  confirmLabel: ReactNode;
  /** The action; a dialog holding a form names the form instead (`formId`), which the button submits. */
  onConfirm?: () => void;
  formId?: string;
  pending?: boolean;
  /** The action deletes something: its button is the danger one. */
  danger?: boolean;
}

/** A dialog that asks before an action, with Cancel (closes it) and the action's button in its footer. */
export function ConfirmDialog({
  confirmLabel,
  onConfirm,
  formId,
  pending,
  danger,
  onClose,
  ...dialog
}: ConfirmDialogProps) {
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
          <Button
            type={formId ? 'submit' : 'button'}
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
