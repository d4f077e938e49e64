import type { ComponentProps, ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useFormSubmit, useSchemaForm } from '../lib/form.ts';
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

// Optional: disabling a customer takes a reason for the audit log but does not insist on one.
type ReasonFields = FieldValues & { reason?: string };

/**
 * The form behind a ReasonDialog: checked by the call's own request schema, which holds the reason,
 * and sent through the call's mutation; `onDone` gets the answer. Spread what it answers on the
 * dialog.
 */
export function useReasonForm<S extends z.ZodType<ReasonFields, ReasonFields>, R>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  step: { mutateAsync: (values: z.output<S>) => Promise<R>; isPending: boolean },
  onDone: (answer: R) => void,
) {
  const form = useSchemaForm(schema, { defaultValues });
  const { submit, formError } = useFormSubmit(form, async (values) => onDone(await step.mutateAsync(values)));
  const reason = 'reason' as Path<z.input<S>>;
  return {
    reason: form.register(reason),
    reasonError: form.getFieldState(reason, form.formState).error?.message,
    error: formError,
    busy: step.isPending,
    onSubmit: submit,
  };
}
