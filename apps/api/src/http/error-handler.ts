import { INVALID_REQUEST, LOGIN_EXPIRED, msg, NETWORK_EXCEPTION, Result } from '@hashforge/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { isMalformedMultipart } from './multipart.ts';
import { isBackendUnavailable } from './unavailable.ts';

function send(reply: FastifyReply, status: number, result: number, msg: string, data: unknown = null) {
  // Refusals bypass the route's response schema: it describes success, not the envelope of a refusal.
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ result, msg, data });
}

/**
 * The one place errors become answers (docs/contract.md section 3). Refusals are HTTP 200 with
 * `result` 0; an expired login is `-9999`; rate limits are 429; anything unexpected is a fault,
 * logged with its stack and answered `Network exception` with no detail.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      switch (error.code) {
        case 'unauthorized':
          return send(reply, 200, Result.loginExpired, LOGIN_EXPIRED);
        case 'rate_limited':
          reply.header('retry-after', String(error.details.retryAfterSeconds ?? 60));
          return send(reply, 429, Result.refused, error.message);
        case 'forbidden':
          return send(reply, 403, Result.refused, error.message);
        case 'invalid':
          return send(reply, 200, Result.refused, error.message, { errors: error.details.errors ?? [] });
        default:
          return send(reply, 200, Result.refused, error.message);
      }
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? INVALID_REQUEST,
      }));
      return send(reply, 200, Result.refused, errors[0]?.message ?? INVALID_REQUEST, { errors });
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return send(reply, 429, Result.refused, error.message);
    }
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, a body over 1 MiB, a wrong content type: the caller's mistake, not a fault.
      const msg = status === 413 ? 'The request is too large' : INVALID_REQUEST;
      request.log.info({ code: (error as FastifyError).code }, 'refused malformed request');
      return send(reply, 200, Result.refused, msg);
    }
    if (isMalformedMultipart(error)) {
      // A multipart body no browser sends (no boundary, cut short, random bytes): refused like bad JSON.
      request.log.info({ reason: error.message }, 'refused malformed multipart body');
      return send(reply, 200, Result.refused, msg.uploadUnreadable, {
        errors: [{ path: 'file', message: msg.uploadUnreadable }],
      });
    }
    if (isBackendUnavailable(error)) {
      // Postgres or Redis is away for a moment: a clean answer the buyer can retry (decision 012).
      request.log.warn({ err: error }, 'backend unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, Result.refused, NETWORK_EXCEPTION);
    }
    request.log.error({ err: error }, 'unhandled fault');
    return send(reply, 500, Result.refused, NETWORK_EXCEPTION);
  });
}
