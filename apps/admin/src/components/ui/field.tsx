import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
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
