import type { z } from 'zod';

/**
 * What the admin client needs of a call defined with the contract's `defineAdminCall`: its path, whether
 * it changes state, and its schemas (the input and answer types come from them).
 */
export interface AdminCallLike {
  path: string;
  mutates: boolean;
  request: z.ZodType;
  response: z.ZodType;
}
export type CallInput<C extends AdminCallLike> = z.input<C['request']>;
export type CallData<C extends AdminCallLike> = z.output<C['response']>;

// biome-ignore lint/suspicious/noExplicitAny: any hook's arguments; only its answer's type is read
type QueryHook = (...args: any[]) => { data: unknown };
/** What a desk's query hook answers once loaded: `Loaded<typeof useCustomer>`. */
export type Loaded<H extends QueryHook> = NonNullable<ReturnType<H>['data']>;
/** A row of the page a desk's list hook answers: `ListRow<typeof useOrders>`. */
export type ListRow<H extends QueryHook> = Loaded<H> extends { list: readonly (infer Row)[] } ? Row : never;

/** The shop's expired-login code; the admin API answers it without a valid staff session. */
export const SESSION_EXPIRED = -9999;

export interface FieldError {
  path: string;
  message: string;
}

/** A refusal from the admin API (`result` 0 or -9999), with the field errors when the body named some. */
export class AdminApiError extends Error {
  constructor(
    readonly result: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly status = 200,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

let csrfToken: string | null = null;
let onSessionExpired: (() => void) | null = null;
/** Set when a call found the session gone: the login page then says so and brings the staff member back. */
let sessionEnded = false;

export function sessionHasEnded(): boolean {
  return sessionEnded;
}
export function clearSessionEnded(): void {
  sessionEnded = false;
}

/** The token auth/login and auth/me hand out; every call sends it back in X-CSRF-Token. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}
export function getCsrfToken(): string | null {
  return csrfToken;
}

/** The shell registers what a -9999 does (forget the staff member, go to the login page). */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

export function adminUrl(path: string): string {
  return `/admin/api/${path}`;
}

/** The CSRF header, sent on every call, not only on mutating ones: it costs nothing and a call's `mutates` may change. */
function csrfHeader(): Record<string, string> {
  return csrfToken ? { 'x-csrf-token': csrfToken } : {};
}

function headers(): Record<string, string> {
  return { 'content-type': 'application/json', ...csrfHeader() };
}

interface Envelope {
  result: number;
  msg: string;
  data: unknown;
}

/**
 * The one way the admin app calls its API: POST JSON with the session cookie and the CSRF header,
 * unwrap the `{result, msg, data}` envelope. A -9999 calls the session-expired handler (unless `quiet`,
 * for auth/me at start-up, where "not signed in" is an answer, not an interruption).
 */
export async function adminCall<C extends AdminCallLike>(
  call: C,
  input: CallInput<C>,
  options: { quietExpiry?: boolean } = {},
): Promise<CallData<C>> {
  let response: Response;
  try {
    response = await fetch(adminUrl(call.path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: headers(),
      body: JSON.stringify(input ?? {}),
    });
  } catch {
    throw new AdminApiError(0, 'Network error: check your connection and try again');
  }
  const body = (await response.json().catch(() => null)) as Envelope | null;
  if (body?.result === 1) return body.data as CallData<C>;
  const fallback = body ? 'The request failed' : `The server answered ${response.status} without a readable body`;
  throw refusalOf(body, fallback, response.status, options.quietExpiry);
}

/**
 * The error a refused (or unreadable) answer makes, with the field errors the body named. A -9999
 * first ends the session here, unless `quietExpiry`, so the shell takes the staff member to the login
 * page whichever kind of call found it: JSON, upload or download.
 */
function refusalOf(envelope: Envelope | null, fallback: string, status: number, quietExpiry = false): AdminApiError {
  if (envelope?.result === SESSION_EXPIRED) {
    setCsrfToken(null);
    if (!quietExpiry) {
      sessionEnded = true;
      onSessionExpired?.();
    }
  }
  const errors = (envelope?.data as { errors?: FieldError[] } | null)?.errors ?? [];
  return new AdminApiError(envelope?.result ?? 0, envelope?.msg || fallback, errors, status);
}

/**
 * A multipart call (files/upload, serials/import): the fields go in the order given (files/upload reads
 * `kind` before the file, so it knows the bound while it reads), the browser sets the boundary, so no
 * content-type here, but the CSRF header goes as on every call. The answer is the usual envelope, its
 * data checked with the call's response schema; a refusal or an unreadable answer says `failure` and
 * the HTTP status when the body gave no message.
 */
export async function adminUpload<C extends AdminCallLike>(
  call: C,
  fields: Record<string, string | Blob>,
  failure = 'The upload failed',
): Promise<CallData<C>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  let response: Response;
  try {
    response = await fetch(adminUrl(call.path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: csrfHeader(),
      body,
    });
  } catch {
    throw new AdminApiError(0, 'Network error: check your connection and try again');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (envelope?.result === 1) return call.response.parse(envelope.data) as CallData<C>;
  throw refusalOf(envelope, `${failure} (${response.status})`, response.status);
}

/** A file the API streams (the orders CSV): fetched with the session and handed to the browser to save. */
export async function downloadFile(path: string, input: Record<string, unknown>, fallbackName: string): Promise<void> {
  const response = await fetch(adminUrl(path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: headers(),
    body: JSON.stringify(input),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as Envelope | null;
    throw refusalOf(body, `Export failed (${response.status})`, response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  saveUrl(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Has the browser save a same-origin (or blob) URL under `name`, as a click on a download link would. */
export function saveUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}
