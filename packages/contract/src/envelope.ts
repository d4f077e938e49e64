import { z } from 'zod';
import type { Envelope } from './result.ts';

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ result: z.number().int(), msg: z.string(), data });
}

/** Digits with an optional sign and decimals: the text of "a number" as a form sends it. */
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * "A number" on the wire (docs/contract.md section 2): a JSON number, or a string of digits as a form
 * sends it, then checked by `rule`. Anything else (`true`, `[5]`, `""`, `"12abc"`, `null`) is refused
 * with `message`: `z.coerce.number()` silently read `true` as 1 and `[3]` as 3.
 */
export function numeric<T extends z.ZodType<number, number>>(rule: T, message: string) {
  return z
    .union(
      [
        z.number({ message }),
        z
          .string({ message })
          .trim()
          .regex(NUMERIC_TEXT, message)
          .transform((v) => Number(v)),
      ],
      { message },
    )
    .pipe(rule);
}

/** An integer field read by `numeric`, refused with one message whatever is wrong with it. */
export function intField(message: string, range: { min?: number; max?: number } = {}) {
  let rule = z.number({ message }).int(message);
  if (range.min !== undefined) rule = rule.min(range.min, message);
  if (range.max !== undefined) rule = rule.max(range.max, message);
  return numeric(rule, message);
}

/** Paged request: `page` from 1, `limit` 1..100 (docs/contract.md section 2). */
export const pageRequest = z.object({
  page: intField('page must be 1 or more', { min: 1 }).default(1),
  limit: intField('limit must be 1 to 100', { min: 1, max: 100 }).default(10),
});
export type PageRequest = z.infer<typeof pageRequest>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), list: z.array(item) });
}
export interface Paged<T> {
  total: number;
  list: T[];
}

/** Money on the wire: a decimal string with two places, USD. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);
/**
 * An id on the wire: a positive integer that fits a Postgres integer (strings of digits are accepted
 * from forms), refused with this message otherwise.
 */
export function idField(message: string) {
  return intField(message, { min: 1, max: 2147483647 });
}

export const id = idField('Invalid id');
export const isoDateTime = z.string();
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
export const empty = z.object({}).passthrough();
export const none = z.null();
