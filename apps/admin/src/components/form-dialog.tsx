import type { FormEventHandler, ReactNode } from 'react';
import { Button, type ButtonProps } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { FormError } from './ui/form-error.tsx';

/** How the form lays out its fields, and where its refusal goes. */
const LAYOUT = {
  /** Two columns (one on a phone); the refusal spans both, above the fields. */
  grid: 'grid grid-cols-1 gap-4 sm:grid-cols-2 max-sm:*:col-span-full',
  /** One column; the refusal first. */
  stack: 'flex flex-col gap-4',
} as const;

/**
 * The back office's form in a dialog: the form's refusal above its fields, Cancel and the submit
 * button in the footer (the button submits the form through its id, since the footer sits outside it).
 */
export function FormDialog({
  formId,
  title,
  description,
  size,
  error,
  busy,
  disabled,
  submitLabel = 'Save',
  submitVariant,
  cancelLabel = 'Cancel',
  layout = 'grid',
  formClassName,
  onSubmit,
  onClose,
  children,
}: {
  formId: string;
  title: ReactNode;
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** The refusal that belongs to no one field; empty shows nothing. Left out, the form shows it itself. */
  error?: string;
  /** The save is on its way. */
  busy: boolean;
  /** Saving is not possible yet (an upload still running). */
  disabled?: boolean;
  submitLabel?: string;
  submitVariant?: ButtonProps['variant'];
  /** Where Cancel would read as the step itself (cancelling an order), the button says what it keeps. */
  cancelLabel?: string;
  layout?: keyof typeof LAYOUT;
  /** Replaces the layout's own classes. */
  formClassName?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={submitVariant} type="submit" form={formId} busy={busy} disabled={disabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName ?? LAYOUT[layout]}>
        {error === undefined ? null : layout === 'grid' ? (
          <div className="col-span-2">
            <FormError message={error} />
          </div>
        ) : (
          <FormError message={error} />
        )}
        {children}
      </form>
    </Dialog>
  );
}
