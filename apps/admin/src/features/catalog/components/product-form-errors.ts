import type { z } from 'zod';
import { AdminApiError } from '../../../lib/api.ts';

/**
 * Field errors by path as the contract and the API name them: `name`, `category.hashrate`,
 * `images.1`, `attributes.0.name`, `sendCycles.0.price`.
 */
export type FieldErrors = Record<string, string>;

/** The first message of each path a schema refused. */
export function issuesByPath(error: z.ZodError): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/** The fields a refusal from the API names (none for a refusal of the whole request). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof AdminApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((f) => [f.path, f.message]));
}
