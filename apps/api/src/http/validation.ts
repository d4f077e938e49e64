import type { CallDef, CallInput, FieldError } from '@hashforge/contract';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** A call's fields read by the call's own schema, or the refusal naming each field's problem. */
export function parseCallInput<C extends CallDef>(call: C, body: unknown): CallInput<C> {
  const parsed = call.request.safeParse(body);
  if (!parsed.success) throw AppError.invalid(zodIssuesToFieldErrors(parsed.error.issues));
  return parsed.data as CallInput<C>;
}
