import type { z } from 'zod';

/**
 * One call of the wire contract: where it lives, whether it needs a buyer's token, whether its
 * body is encrypted (CONTRACT.md section 5), and the zod schemas of its fields and its `data`.
 * The API registers routes from these, and the storefront's client calls through them, so a path
 * or a field exists in exactly one place.
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  auth: boolean;
  encrypted: boolean;
  request: Req;
  response: Res;
  summary: string;
}

/** Keeps `auth` as a literal type, so a handler of an `auth: true` call sees a non-null identity. */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType, Auth extends boolean>(
  def: CallDef<Req, Res> & { auth: Auth },
): CallDef<Req, Res> & { auth: Auth } {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallInput<C> = C extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;

/** The vendor's brand path segment ({provider} of CONTRACT.md section 1). */
export const DEFAULT_PROVIDER = 'hashforge';

/** Resolves `{provider}` in a call path. */
export function callPath(path: string, provider: string): string {
  return path.replaceAll('{provider}', provider);
}

/** Shop API calls live under `/web/{provider}/`. */
export function shopPath(suffix: string): string {
  return `/web/{provider}/${suffix}`;
}
