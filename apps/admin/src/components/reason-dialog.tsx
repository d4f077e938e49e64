import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormDialog } from './form-dialog.tsx';
import { Field, Textarea } from './ui/field.tsx';

type DialogProps = Pick<
  ComponentProps<typeof FormDialog>,
  | 'formId'
  | 'title'
  | 'description'
  | 'error'
  | 'busy'
  | 'submitLabel'
  | 'submitVariant'
  | 'cancelLabel'
  | 'onSubmit'
  | 'onClose'
>;

/**
 * A staff step that stands on a written reason (failing a proof, rejecting a verification, cancelling
 * an order): the reason is the one thing asked, so its box takes the focus, and the step goes out on
 * a red button by default since it undoes what the buyer did.
 */
export function ReasonDialog({
  reasonLabel,
  reasonId,
  rows = 4,
  placeholder,
  reason,
  reasonError,
  submitVariant = 'danger',
  children,
  ...dialog
}: DialogProps & {
  reasonLabel: string;
  reasonId: string;
  rows?: number;
  placeholder?: string;
  /** The form's registration of its reason field. */
  reason: UseFormRegisterReturn;
  reasonError: string | undefined;
  /** What staff must know before giving the reason, shown above its box. */
  children?: ReactNode;
}) {
  return (
    <FormDialog {...dialog} layout="stack" submitVariant={submitVariant}>
      {children}
      <Field label={reasonLabel} htmlFor={reasonId} error={reasonError}>
        <Textarea id={reasonId} rows={rows} autoFocus placeholder={placeholder} {...reason} />
      </Field>
    </FormDialog>
  );
}
