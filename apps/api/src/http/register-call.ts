import {
  type CallDef,
  type CallInput,
  type CallResponse,
  callPath,
  envelopeSchema,
  INVALID_REQUEST,
  openJson,
  sealJson,
  unwrapCallKey,
} from '@hashforge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { type SessionIdentity, TOKEN_TTL_MS, verifySession } from '../modules/auth/sessions.ts';
import { assertSaneBody } from './body-guard.ts';
import { sealedCallDescription, shopOperation } from './openapi.ts';
import { parseCallInput } from './validation.ts';

export interface CallContext {
  ip: string;
  userAgent: string | undefined;
  /** Present when the call has `auth: true` (checked before the handler runs). */
  identity: SessionIdentity | null;
  /** For a call without `auth`: the caller's session when a valid token came with it, else null. */
  optionalIdentity(): Promise<SessionIdentity | null>;
  /** Issues a 24-hour token for a session (login, mobile login, sign-up). */
  issueToken(identity: SessionIdentity): string;
}

export interface AuthedContext extends CallContext {
  identity: SessionIdentity;
}

/**
 * A call that answers nothing (`none`) is handled by the service itself, whatever it returns: the
 * answer's data is null.
 */
type Handler<C> = (
  input: CallInput<C>,
  ctx: C extends { auth: true } ? AuthedContext : CallContext,
) => CallResponse<C> extends null ? Promise<unknown> : Promise<CallResponse<C>> | CallResponse<C>;

export interface CallOptions {
  /** `msg` of a successful answer where the spec has its own text (`submit success`). */
  successMessage?: string;
  /** @fastify/rate-limit settings for this route (docs/domain.md D5). */
  rateLimit?: { max: number; timeWindow: number | string };
}

const encryptedBody = z.object({
  params: z
    .string({ message: INVALID_REQUEST })
    .min(1, INVALID_REQUEST)
    .max(1_000_000, INVALID_REQUEST)
    .describe("base64 of iv (12 bytes), the AES-128-GCM ciphertext of the fields' JSON and its tag (16 bytes)"),
  key: z
    .string({ message: INVALID_REQUEST })
    .min(1, INVALID_REQUEST)
    .max(2048, INVALID_REQUEST)
    .describe("base64 of the call key, sealed with RSA-OAEP (SHA-256) under the server's public key"),
});

/** An encrypted call's `data`: the answer sealed with the call key. */
const sealedData = z.string().describe('base64 of iv (12 bytes), the AES-128-GCM ciphertext of the JSON and its tag');

/** The session an auth call's onRequest hook found, for its handler. */
const identities = new WeakMap<FastifyRequest, SessionIdentity>();

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export async function authenticate(deps: Deps, request: FastifyRequest): Promise<SessionIdentity> {
  if (!bearer(request)) throw AppError.unauthorized();
  let claims: { sub?: unknown; sid?: unknown };
  try {
    claims = await request.jwtVerify<{ sub?: unknown; sid?: unknown }>();
  } catch {
    // A bad signature, a malformed or an expired token mean one thing to a buyer: log in again.
    throw AppError.unauthorized();
  }
  return verifySession(deps, claims);
}

/**
 * The one way a call of the contract becomes a route: the contract's path, auth and schemas; the
 * encrypted body opened and validated with the call's schema (docs/contract.md section 5); the handler's
 * answer wrapped in the envelope (sealed again for encrypted calls).
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: Handler<C>,
  options: CallOptions = {},
): void {
  const isNone = call.response instanceof z.ZodNull;
  const dataSchema = call.encrypted && !isNone ? sealedData : call.response;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: callPath(call.path, deps.config.PROVIDER),
    config: options.rateLimit ? { rateLimit: options.rateLimit } : { rateLimit: false },
    // The login is checked on the headers alone, before the body is parsed or validated: a call
    // that needs a login answers -9999 without one, whatever its body (docs/contract.md section 3).
    onRequest: call.auth
      ? async (request: FastifyRequest) => {
          identities.set(request, await authenticate(deps, request));
        }
      : undefined,
    schema: {
      summary: call.summary,
      description: call.encrypted ? sealedCallDescription(call) : undefined,
      ...shopOperation(call),
      body: call.encrypted ? encryptedBody : call.request,
      response: { 200: envelopeSchema(dataSchema) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const identity = call.auth ? (identities.get(request) ?? (await authenticate(deps, request))) : null;
      let input: unknown = request.body ?? {};
      let callKey: string | null = null;
      if (call.encrypted) {
        const body = input as z.infer<typeof encryptedBody>;
        try {
          callKey = await unwrapCallKey(deps.keys.privateKey, body.key);
          input = await openJson(callKey, body.params);
        } catch {
          // Which step failed is no business of the caller's.
          throw AppError.refused(INVALID_REQUEST);
        }
        // The body guard saw only the sealed envelope: the opened fields get the same check.
        assertSaneBody(input);
        input = parseCallInput(call, input ?? {});
      }
      const ctx: CallContext = {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        identity,
        optionalIdentity: async () =>
          identity ?? (bearer(request) ? authenticate(deps, request).catch(() => null) : null),
        issueToken: (id) =>
          reply.server.jwt.sign({ sub: String(id.userId), sid: id.sessionId }, { expiresIn: TOKEN_TTL_MS / 1000 }),
      };
      const data = await handler(input as CallInput<C>, ctx as never);
      const wire = callKey && !isNone ? await sealJson(callKey, data) : isNone ? null : data;
      return { result: 1, msg: options.successMessage ?? 'success', data: wire };
    },
  });
}
