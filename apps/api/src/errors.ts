import type { FieldError } from '@hashforge/contract';

/**
 * The one error type of the API. Services throw it; the error handler turns it into the envelope
 * (docs/contract.md section 3). Anything else that escapes is a fault: logged, answered `Network exception`.
 */
export type AppErrorCode =
  | 'invalid' // validation: result 0, data.errors lists every field
  | 'refused' // a business rule: result 0
  | 'not_found' // result 0; also for another buyer's ids
  | 'unauthorized' // result -9999
  | 'rate_limited' // HTTP 429, result 0, Retry-After
  | 'forbidden'; // HTTP 403, result 0: a state-changing admin call without its CSRF token

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  static invalid(errors: FieldError[]): AppError {
    return new AppError('invalid', errors[0]?.message ?? 'Invalid request', { errors });
  }

  static field(path: string, message: string): AppError {
    return AppError.invalid([{ path, message }]);
  }

  static refused(message: string): AppError {
    return new AppError('refused', message);
  }

  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} not found`);
  }

  static unauthorized(): AppError {
    return new AppError('unauthorized', 'Login expired. Please log in again');
  }

  static forbidden(message: string): AppError {
    return new AppError('forbidden', message);
  }

  static rateLimited(message: string, retryAfterSeconds: number): AppError {
    return new AppError('rate_limited', message, { retryAfterSeconds });
  }
}
