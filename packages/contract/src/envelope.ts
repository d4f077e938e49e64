import { z } from 'zod';
import type { Envelope } from './result.ts';

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ result: z.number().int(), msg: z.string(), data });
}

/** Paged request: `page` from 1, `limit` 1..100 (CONTRACT.md section 2). */
export const pageRequest = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(10),
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
  return z.coerce.number({ message }).int(message).positive(message).max(2147483647, message);
}

export const id = idField('Invalid id');
export const isoDateTime = z.string();
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
export const empty = z.object({}).passthrough();
export const none = z.null();
