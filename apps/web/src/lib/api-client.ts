import {
  type CallDef,
  type CallRequest,
  type CallResponse,
  type CallRoute,
  callPath,
  DEFAULT_PROVIDER,
  encryptRequest,
  type FieldError,
  type FileModel,
  importPublicKey,
  isEnvelope,
  LOGIN_EXPIRED,
  NETWORK_EXCEPTION,
  openJson,
  Result,
  UPLOAD_TYPE_IMAGE,
} from '@hashforge/contract';
import { getPublicKey, uploadFile as uploadFileCall } from '@hashforge/contract/routes';
import { endSessionAndGoHome } from './end-session.ts';
import { getToken } from './session.ts';
import { toast } from './toast.ts';

/**
 * The one way the storefront talks to the API (ARCHITECTURE.md, "A request, end to end"). Paths, fields and
 * answers come from the contract's call definitions; the envelope (docs/contract.md section 3) is handled
 * here and nowhere else.
 */

export const provider: string = import.meta.env.VITE_PROVIDER ?? DEFAULT_PROVIDER;

/** A refused or failed call. `result` is the envelope's (0, -9999), or null when there was no envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly result: number | null,
    readonly status: number,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }

  get isLoginExpired(): boolean {
    return this.result === Result.loginExpired;
  }
}

export interface ApiCallOptions {
  /**
   * The caller shows the refusal itself (inline under a field, say) instead of the error toast.
   * "Login expired" and network failures still use the shared handling.
   */
  silent?: boolean;
  signal?: AbortSignal;
}

let publicKey: Promise<CryptoKey> | null = null;

/** The server's RSA key, fetched once per page load (docs/contract.md section 5). */
function serverPublicKey(): Promise<CryptoKey> {
  if (!publicKey) {
    publicKey = apiCall(getPublicKey, {})
      .then((data) => importPublicKey(data.publicKey))
      .catch((error: unknown) => {
        // A failed fetch must not poison the cache: the next call tries again.
        publicKey = null;
        throw error;
      });
  }
  return publicKey;
}

/** Test hook: forget the cached key (a new page load). */
export function resetApiClientForTests(): void {
  publicKey = null;
}

function headers(token: string | undefined, json: boolean): Record<string, string> {
  const out: Record<string, string> = { 'Accept-Language': 'en', Accept: 'application/json' };
  if (json) out['Content-Type'] = 'application/json';
  if (token) out.Authorization = `Bearer ${token}`;
  return out;
}

function networkFailure(status: number): ApiError {
  toast.error(NETWORK_EXCEPTION);
  return new ApiError(NETWORK_EXCEPTION, null, status);
}

let expiring = false;

function loginExpired(sentToken: string | undefined, status: number): ApiError {
  // Several calls can fail with the same stale token: only the first warns, goes home and clears it.
  if (!expiring && getToken() === sentToken) {
    expiring = true;
    toast.error(LOGIN_EXPIRED);
    void endSessionAndGoHome().finally(() => {
      expiring = false;
    });
  }
  return new ApiError(LOGIN_EXPIRED, Result.loginExpired, status);
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null) return [];
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError =>
      typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string',
  );
}

/** Sends a prepared request and unwraps the envelope; shared by JSON calls and uploads. */
async function send(url: string, init: RequestInit, sentToken: string | undefined, options: ApiCallOptions) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: 'POST', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkFailure(0);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): handled below as "not an envelope".
      body = null;
    }
  }
  if (!isEnvelope(body)) throw networkFailure(response.status);
  if (body.result === Result.success) return body.data;
  if (body.result === Result.loginExpired) throw loginExpired(sentToken, response.status);
  if (!options.silent) toast.error(body.msg);
  throw new ApiError(body.msg, body.result, response.status, fieldErrorsOf(body.data));
}

/**
 * Calls one contract call and answers its `data`. Encrypted calls are sealed with the server's
 * key and their answers opened with the call key. A refusal shows the server's `msg` as an error
 * toast (unless `silent`) and rejects with an ApiError.
 */
export async function apiCall<C extends CallDef>(
  call: C | CallRoute<C>,
  fields: CallRequest<C>,
  options: ApiCallOptions = {},
): Promise<CallResponse<C>> {
  const token = getToken();
  let body: unknown = fields;
  let callKey: string | null = null;
  if (call.encrypted) {
    const sealed = await encryptRequest(await serverPublicKey(), fields);
    body = sealed.body;
    callKey = sealed.callKey;
  }
  const data = await send(
    callPath(call.path, provider),
    { headers: headers(token, true), body: JSON.stringify(body ?? {}) },
    token,
    options,
  );
  if (callKey && typeof data === 'string') {
    try {
      return (await openJson(callKey, data)) as CallResponse<C>;
    } catch {
      // An answer that does not open under our key is as good as no answer.
      throw networkFailure(200);
    }
  }
  return data as CallResponse<C>;
}

/**
 * Uploads one file (multipart `file`, `type`, docs/contract.md section 6) for the logged-in buyer and
 * answers its file model. Callers check type and size first (the server checks again by bytes).
 */
export async function uploadFile(
  file: File | Blob,
  type: number = UPLOAD_TYPE_IMAGE,
  options: ApiCallOptions = {},
): Promise<FileModel> {
  const token = getToken();
  const form = new FormData();
  // The field first: the server reads parts in order and knows the type before the file streams.
  form.append('type', String(type));
  form.append('file', file);
  const data = await send(
    callPath(uploadFileCall.path, provider),
    { headers: headers(token, false), body: form },
    token,
    options,
  );
  return data as FileModel;
}
