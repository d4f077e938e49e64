import type { Country } from '@hashforge/contract';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { countries } from '../../lib/countries.ts';
import { controlClasses, controlState, Field, Input, type InputProps, useFieldId } from './input.tsx';

export interface PhoneCodeSelectProps {
  value: Country | null;
  onChange: (country: Country | null) => void;
  /** `code`: a compact calling-code picker beside a phone input; `country`: the country's name too. */
  display?: 'code' | 'country';
  invalid?: boolean;
  id?: string;
  className?: string;
  disabled?: boolean;
}

function matches(country: Country, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/^\+/, '');
  return country.name.toLowerCase().includes(q) || (digits !== '' && country.phone_code.slice(1).startsWith(digits));
}

/** A searchable country / calling-code picker over the static country list (type a name or digits). */
export function PhoneCodeSelect({
  value,
  onChange,
  display = 'code',
  invalid,
  id,
  className,
  disabled,
}: PhoneCodeSelectProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => countries.filter((c) => matches(c, query)), [query]);

  return (
    <Combobox value={value} onChange={onChange} by="id" onClose={() => setQuery('')} disabled={disabled} immediate>
      <div className={cn('relative', display === 'code' ? 'w-28 shrink-0' : 'w-full', className)}>
        <ComboboxInput
          id={id}
          aria-label={display === 'code' ? t('auth.countryCode') : undefined}
          aria-invalid={invalid || undefined}
          placeholder={display === 'code' ? '+ Code' : t('common.selectCountry')}
          autoComplete="off"
          className={cn(controlClasses, 'h-10 pr-8', controlState(invalid))}
          displayValue={(c: Country | null) =>
            c ? (display === 'code' ? c.phone_code : `${c.name} (${c.phone_code})`) : ''
          }
          onChange={(e) => setQuery(e.target.value)}
          onFocus={(e) => e.currentTarget.select()}
        />
        <ComboboxButton className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500">
          <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-[70] max-h-64 w-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible"
      >
        {filtered.length === 0 ? (
          <div className="px-3 py-2 text-slate-500">{t('common.noMatch')}</div>
        ) : (
          filtered.map((c) => (
            <ComboboxOption
              key={c.id}
              value={c}
              className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 data-focus:bg-brand-50 data-selected:font-semibold"
            >
              <span className="truncate">{c.name}</span>
              <span className="shrink-0 text-slate-500 tabular-nums">{c.phone_code}</span>
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  );
}

export interface PhoneFieldProps extends Omit<InputProps, 'id'> {
  label: ReactNode;
  name: string;
  error?: string;
  /** The calling-code picker before the number; each form keeps its own choice of country. */
  code: ReactNode;
}

/** A phone number field: the calling-code picker, then the number, under one label and one error. */
export function PhoneField({ label, required, error, className, code, ...input }: PhoneFieldProps) {
  const id = useFieldId(input.name);
  return (
    <Field label={label} id={id} required={required} error={error} className={className}>
      <div className="flex gap-2">
        {code}
        <Input id={id} inputMode="tel" autoComplete="tel-national" className="min-w-0 flex-1" {...input} />
      </div>
    </Field>
  );
}
