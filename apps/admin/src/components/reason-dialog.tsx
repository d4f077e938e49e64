import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormDialog } from './form-dialog.tsx';
import type { ButtonProps } from './ui/button.tsx';
import { Field, Textarea } from './ui/field.tsx';

/**
 * A staff step that stands on a written reason (failing a proof, rejecting a verification, cancelling
 * an order): the reason is the one thing asked, so its box takes the focus, and the step goes out on
 * a red button by default since it undoes what the buyer did.
 */
export function ReasonDialog({
  formId,
  title,
  description,
  submitLabel,
  submitVariant = 'danger',
  cancelLabel,
  reasonLabel,
  reasonId,
  rows = 4,
  placeholder,
  reason,
  reasonError,
  formError,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  formId: string;
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  cancelLabel?: string;
  reasonLabel: string;
  reasonId: string;
  rows?: number;
  placeholder?: string;
  /** The form's registration of its reason field. */
  reason: UseFormRegisterReturn;
  reasonError: string | undefined;
  formError: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** What staff must know before giving the reason, shown above its box. */
  children?: ReactNode;
}) {
  return (
    <FormDialog
      formId={formId}
      layout="stack"
      title={title}
      description={description}
      error={formError}
      busy={busy}
      submitLabel={submitLabel}
      submitVariant={submitVariant}
      cancelLabel={cancelLabel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {children}
      <Field label={reasonLabel} htmlFor={reasonId} error={reasonError}>
        <Textarea id={reasonId} rows={rows} autoFocus placeholder={placeholder} {...reason} />
      </Field>
    </FormDialog>
  );
}
