import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { MiniChevronDownIcon } from '../icons.tsx';
import { controlClasses, controlState } from './input.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  placeholder?: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select: the phone's own picker on mobile, keyboard and screen readers for free. For long
 * searchable lists (countries) use PhoneCodeSelect.
 */
export function Select({ options, placeholder, invalid, className, ref, ...rest }: SelectProps) {
  return (
    <div className="relative">
      <select
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cn(controlClasses, 'h-10 appearance-none pr-9', controlState(invalid), className)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <MiniChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
