import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';

const control =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-1 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:border-red-500 disabled:bg-slate-100';

/** A label, its control and the refusal under it: the one way a form field looks. */
export function Field({
  label,
  error,
  hint,
  children,
  htmlFor,
  className,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  htmlFor: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={htmlFor} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs wrap-anywhere text-slate-500">{hint}</p>
      )}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }>(
  function Input({ className, invalid, ...rest }, ref) {
    return <input ref={ref} aria-invalid={invalid || undefined} className={cn(control, 'h-9', className)} {...rest} />;
  },
);

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }>(
  function Select({ className, invalid, children, ...rest }, ref) {
    return (
      <select ref={ref} aria-invalid={invalid || undefined} className={cn(control, 'h-9 pr-8', className)} {...rest}>
        {children}
      </select>
    );
  },
);

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }
>(function Textarea({ className, invalid, ...rest }, ref) {
  return (
    <textarea ref={ref} aria-invalid={invalid || undefined} className={cn(control, 'py-2', className)} {...rest} />
  );
});

export interface FormTextFieldProps<T extends FieldValues>
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'className'> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and any output type; only the field values matter here
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's place in the form (a grid column); `inputClassName` styles the box itself. */
  className?: string;
  inputClassName?: string;
  /** How the typed text becomes the value the contract takes: `asNumber`, `nullIfEmpty`. */
  registerOptions?: RegisterOptions<T, Path<T>>;
}

/**
 * A Field holding one Input bound to a react-hook-form field, as the storefront's FormTextField: the
 * label's target, the registration and the refusal under it all follow from the one name, so a field
 * cannot show another field's refusal, and every refused box is marked invalid the same way.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  inputClassName,
  registerOptions,
  ...input
}: FormTextFieldProps<T>) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <Input
        id={id}
        invalid={Boolean(error)}
        className={inputClassName}
        {...input}
        {...form.register(name, registerOptions)}
      />
    </Field>
  );
}

/** A checkbox with its words beside it, the whole line its label: the one way a yes/no field looks. */
export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }
>(function Checkbox({ label, className, ...rest }, ref) {
  return (
    <label htmlFor={rest.id} className={cn('flex items-center gap-2 text-sm text-slate-700', className)}>
      <input ref={ref} type="checkbox" className="size-4 rounded border-slate-300 accent-brand-600" {...rest} />
      {label}
    </label>
  );
});

/** A Select's options from a table of labels by code (`{ 1: 'News', 2: 'Video' }`), in the table's order. */
export function LabelOptions({ labels }: { labels: Record<number | string, string> }) {
  return Object.entries(labels).map(([code, label]) => (
    <option key={code} value={code}>
      {label}
    </option>
  ));
}
