// The envelope every answer travels in (docs/contract.md section 3), without zod: the storefront reads
// it on every call, and its first load carries no schema library.

/** `result` of the envelope (docs/contract.md section 3). */
export const Result = { success: 1, refused: 0, loginExpired: -9999 } as const;

export const NETWORK_EXCEPTION = 'Network exception';
export const LOGIN_EXPIRED = 'Login expired. Please log in again';
export const INVALID_REQUEST = 'Invalid request';

export interface Envelope<T> {
  result: number;
  msg: string;
  data: T;
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Envelope<unknown>).result === 'number' &&
    typeof (body as Envelope<unknown>).msg === 'string'
  );
}
