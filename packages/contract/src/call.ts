import type { z } from 'zod';

/**
 * One call of the wire contract: where it lives, whether it needs a buyer's token, whether its
 * body is encrypted (docs/contract.md section 5), and the zod schemas of its fields and its `data`.
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

declare const definition: unique symbol;

/**
 * A call as the storefront sends it: its path and how, without its schemas (routes.ts, generated
 * from the definitions). The definition rides along as a type only, so fields and answers stay
 * typed while the storefront's first load carries no schema library.
 */
export interface CallRoute<C extends CallDef = CallDef> {
  path: string;
  auth: boolean;
  encrypted: boolean;
  readonly [definition]?: C;
}

/** The definition of a call, given it or its route. */
type DefinitionOf<C> = C extends CallDef ? C : C extends CallRoute<infer D> ? D : never;

export type CallRequest<C> = DefinitionOf<C> extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallInput<C> = DefinitionOf<C> extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;
export type CallResponse<C> = DefinitionOf<C> extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;

/** The vendor's brand path segment ({provider} of docs/contract.md section 1). */
export const DEFAULT_PROVIDER = 'hashforge';

/** Resolves `{provider}` in a call path. */
export function callPath(path: string, provider: string): string {
  return path.replaceAll('{provider}', provider);
}

/** Shop API calls live under `/web/{provider}/`. */
export function shopPath(suffix: string): string {
  return `/web/{provider}/${suffix}`;
}
