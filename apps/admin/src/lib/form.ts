import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminApiError } from './api.ts';

/**
 * A form validated by the contract's own schema (the API checks the same one), typed by its input
 * and its parsed output.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not infer through a generic schema
    resolver: zodResolver(schema as any) as never,
    ...options,
  });
}

/** Digits with an optional sign and decimals: text that reads as a number. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * What staff typed in a number field, as the contract takes it: the API reads numbers only, never
 * text (packages/contract/src/admin/call.ts, adminNumber). An empty field is left out; text that is
 * no number stays text, so the form's schema refuses it under the field with the contract's message.
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMBER_TEXT.test(text) ? Number(text) : value;
}

/** `form.register(name, asNumber)`: an input or select whose value the contract takes as a number. */
export const asNumber = { setValueAs: numberFromText };

/** `form.register(name, asNumberOrNull)`: a number the contract takes as null when the field is left empty. */
export const asNumberOrNull = { setValueAs: (value: unknown) => numberFromText(value) ?? null };

/** `form.register(name, asTextOrNull)`: text the contract takes as null when the field is left empty. */
export const asTextOrNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };

/**
 * Puts a refusal from the API under the fields it names; answers the message to show above the form
 * when it named none.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
): string {
  if (error instanceof AdminApiError && error.fieldErrors.length > 0) {
    for (const fieldError of error.fieldErrors) {
      form.setError(fieldError.path as Path<T>, { message: fieldError.message });
    }
    return '';
  }
  return error instanceof Error ? error.message : 'Something went wrong';
}

/**
 * A form's submit handler: clears the last refusal, runs `action` with the validated values, and when
 * the API refuses, puts its field errors under their fields and answers the rest as `formError`.
 */
export function useFormSubmit<T extends FieldValues, V>(
  form: UseFormReturn<T, unknown, V>,
  action: (values: V) => Promise<void>,
): { submit: ReturnType<UseFormReturn<T, unknown, V>['handleSubmit']>; formError: string } {
  const [formError, setFormError] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    try {
      await action(values);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });
  return { submit, formError };
}
