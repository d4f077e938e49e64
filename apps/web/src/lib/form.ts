import type { z } from 'zod';

/**
 * The first message a schema gives for a value, or null when it passes. Used for the checks made
 * before sending a code (`The phone cannot be empty`, `Please check the Email address`), which warn
 * with a toast rather than under a field.
 */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
