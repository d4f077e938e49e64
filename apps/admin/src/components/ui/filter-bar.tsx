import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input, Select } from './field.tsx';
import { LineIcon } from './line-icon.tsx';
import { SearchInput } from './search-input.tsx';

/**
 * The row of filters above a list. On a phone (below 640 px) it folds behind a "Filters" button, so
 * the list itself is what the screen opens on.
 */
export function FilterBar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mb-4">
      <button
        type="button"
        className="flex h-11 w-full items-center justify-between rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium text-slate-800 shadow-xs sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Filters
        <LineIcon className={cn('size-5 text-slate-500 transition-transform', open && 'rotate-180')} d="M6 9l6 6 6-6" />
      </button>
      <div
        id={id}
        data-testid="filter-bar"
        className={cn(
          'flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs max-sm:mt-2 max-sm:flex-col max-sm:items-stretch max-sm:[&_input:not([type=checkbox])]:w-full max-sm:[&_select]:w-full',
          open ? 'flex' : 'hidden sm:flex',
        )}
      >
        {children}
        {actions && <div className="flex items-end gap-2 sm:ml-auto">{actions}</div>}
      </div>
    </div>
  );
}

export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A filter's value and its change, as `useListParams`'s `filterProps(key)` gives them. */
interface FilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A filter chosen from a list: its `<option>`s are the children, the first one the list's default. */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  className,
  children,
}: FilterProps & { children: ReactNode }) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Select id={id} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </FilterField>
  );
}

/** A filter typed in: applied a moment after typing stops, or at once on Enter (SearchInput). */
export function SearchFilter({
  id,
  label,
  value,
  onChange,
  className,
  placeholder,
}: FilterProps & { placeholder: string }) {
  return (
    <FilterField label={label} htmlFor={id}>
      <SearchInput id={id} className={className} value={value} onSearch={onChange} placeholder={placeholder} />
    </FilterField>
  );
}

/** A day, from or to which the list runs (YYYY-MM-DD, the browser's date picker). */
export function DateFilter({ id, label, value, onChange, className = 'w-40' }: FilterProps) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Input id={id} type="date" className={className} value={value} onChange={(e) => onChange(e.target.value)} />
    </FilterField>
  );
}
