import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';

export const controlClasses =
  'block w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 transition-colors focus:outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-500';

export function controlState(invalid?: boolean): string {
  return invalid
    ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
    : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:ring-brand-200';
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ref, ...rest }: InputProps) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, 'h-10', controlState(invalid), className)}
      {...rest}
    />
  );
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ invalid, className, ref, ...rest }: TextareaProps) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, controlState(invalid), 'py-2', className)}
      {...rest}
    />
  );
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; pass the same to the control. */
  id: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label, the control, then its error (or hint) below: the one way a form field looks. */
export function Field({ label, id, error, hint, required, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {required ? <span className="mr-0.5 text-red-500">*</span> : null}
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-slate-500">{hint}</p>
      ) : null}
    </div>
  );
}

/** An id for a field, stable across renders. */
export function useFieldId(name: string): string {
  return `${name}-${useId().replaceAll(':', '')}`;
}

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Content inside the field on the right (a send-code button, a unit). */
  addon?: ReactNode;
}

/** Field + Input in one, for react-hook-form's `register(...)` spread. */
export function TextField({ label, name, error, hint, required, addon, className, ...rest }: TextFieldProps) {
  const id = useFieldId(name);
  const input = (
    <Input
      id={id}
      name={name}
      invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      className={addon ? 'flex-1' : undefined}
      {...rest}
    />
  );
  return (
    <Field label={label} id={id} error={error} hint={hint} required={required} className={className}>
      {addon ? (
        <div className="flex gap-2">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

export interface FormTextFieldProps<T extends FieldValues> extends Omit<TextFieldProps, 'form' | 'name' | 'error'> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and any output type; only the field values matter here
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
}

/** A TextField bound to one field of a react-hook-form form: its registration and its error follow from the name. */
export function FormTextField<T extends FieldValues>({ form, name, ...rest }: FormTextFieldProps<T>) {
  return (
    <TextField error={form.getFieldState(name, form.formState).error?.message} {...rest} {...form.register(name)} />
  );
}
