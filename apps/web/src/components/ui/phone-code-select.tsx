import type { Country } from '@hashforge/contract';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { type ReactNode, useMemo, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { countryById, countryByName, countryByPhoneCode, matchCountries } from '../../lib/countries.ts';
import { MiniChevronDownIcon } from '../icons.tsx';
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
  const filtered = useMemo(() => matchCountries(query), [query]);

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
        <ComboboxButton
          aria-label={t('common.showCountries')}
          className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500"
        >
          <MiniChevronDownIcon className="size-4" />
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

export interface FormPhoneFieldProps<T extends FieldValues>
  extends Omit<PhoneFieldProps, 'code' | 'name' | 'error' | 'form'> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and any output type; only the field values matter here
  form: UseFormReturn<T, any, any>;
  /** The field holding the calling code (`+49`). */
  codeName: Path<T>;
  /** The field holding the number. */
  mobileName: Path<T>;
  /** The field holding the calling code's country id, for forms that store it (the address book). */
  codeIdName?: Path<T>;
  /** Show the calling code's error before the number's (the SMS login asks for the country first). */
  codeErrorFirst?: boolean;
}

/**
 * The one phone field of every form: the calling-code picker and the number, bound to a
 * react-hook-form form. The country picked is remembered, so a shared code (`+1`) keeps showing the
 * country the buyer chose; a code set from outside (a prefill, a saved address) shows its main country.
 */
export function FormPhoneField<T extends FieldValues>({
  form,
  codeName,
  mobileName,
  codeIdName,
  codeErrorFirst,
  ...rest
}: FormPhoneFieldProps<T>) {
  const [picked, setPicked] = useState<Country | null>(null);
  const codeError = form.getFieldState(codeName, form.formState).error?.message;
  const mobileError = form.getFieldState(mobileName, form.formState).error?.message;
  const code: string = form.watch(codeName) ?? '';
  const codeId = codeIdName ? Number(form.watch(codeIdName)) || null : null;
  const country = countryById(codeId) ?? (picked?.phone_code === code ? picked : countryByPhoneCode(code)) ?? null;
  return (
    <PhoneField
      type="tel"
      error={codeErrorFirst ? (codeError ?? mobileError) : (mobileError ?? codeError)}
      code={
        <PhoneCodeSelect
          value={country}
          invalid={Boolean(codeError)}
          onChange={(c) => {
            setPicked(c);
            const validate = { shouldValidate: form.formState.isSubmitted };
            form.setValue(codeName, (c?.phone_code ?? '') as never, validate);
            if (codeIdName) form.setValue(codeIdName, (c?.id ?? null) as never);
          }}
        />
      }
      invalid={Boolean(mobileError)}
      {...rest}
      {...form.register(mobileName)}
    />
  );
}

export interface FormCountryFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any context and any output type; only the field values matter here
  form: UseFormReturn<T, any, any>;
  /** The field holding the country's name (`Germany`). */
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
  /** The phone's calling-code field, which takes the picked country's code while it is empty. */
  codeName?: Path<T>;
  /** What else the form does with the country picked. */
  onPick?: (country: Country) => void;
}

/**
 * The country field of the forms that keep a country by its name (an address, the return address of
 * a repair, the bulk enquiry, the KYC): the country picker under its label and error, bound to a
 * react-hook-form form. It shows only the country the field holds (a calling code never stands in for
 * it), and like FormPhoneField checks a pick again only once the form was submitted.
 */
export function FormCountryField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  codeName,
  onPick,
}: FormCountryFieldProps<T>) {
  const id = useFieldId(name);
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} id={id} required={required} error={error}>
      <PhoneCodeSelect
        id={id}
        display="country"
        value={countryByName(form.watch(name)) ?? null}
        invalid={Boolean(error)}
        onChange={(c) => {
          form.setValue(name, (c?.name ?? '') as never, { shouldValidate: form.formState.isSubmitted });
          if (c && codeName && !form.getValues(codeName)) form.setValue(codeName, c.phone_code as never);
          if (c) onPick?.(c);
        }}
      />
    </Field>
  );
}
