import type { SwaggerOptions } from '@fastify/swagger';
import * as shopContract from '@hashforge/contract';
import { type CallDef, LOGIN_EXPIRED, NETWORK_EXCEPTION } from '@hashforge/contract';
import type { AdminCallDef } from '@hashforge/contract/admin/call';
import { adminDesks } from '@hashforge/contract/admin/desks';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_COOKIE } from '../modules/staff/staff-sessions.ts';

/**
 * The OpenAPI document at /docs/json, which integrators generate clients from. Every operation
 * gets its name, domain and authentication from the contract (registerCall, registerCachedCall,
 * registerAdminCall spread `shopOperation`/`adminOperation` into their route schemas); the answers
 * every call shares (refusals, an ended session, the CSRF refusal, rate limits, faults) are
 * components that each operation references. openapi.test.ts lints the served document with
 * Redocly's recommended rules.
 */

const BUYER_TOKEN = 'buyerToken';
const STAFF_SESSION = 'staffSession';
const STAFF_CSRF = 'staffCsrf';

type Security = Array<Record<string, string[]>>;

export interface OperationDocs {
  operationId: string;
  tags: string[];
  security: Security;
}

/** A stable client method name from the wire path: `/web/{provider}/order/create` is `orderCreate`. */
export function operationIdOf(path: string): string {
  const words = path.split(/[/-]/).filter((part) => part && part !== 'web' && part !== 'api' && part !== '{provider}');
  return words.map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

function isCall(value: unknown): value is { path: string } {
  return typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';
}

/**
 * Each call's domain: the contract group it is listed in (`orderCalls` is `order`, the back
 * office's `orderDesk` is `admin.order`), read from the contract's exports once.
 */
const domains: ReadonlyMap<object, string> = (() => {
  const found = new Map<object, string>();
  const groups = [
    ...Object.entries(shopContract).map(([name, group]) => [/^(.+)Calls$/.exec(name)?.[1], group] as const),
    ...[...adminDesks].map(([name, desk]) => [name, desk, 'admin.'] as const),
  ];
  for (const [domain, group, prefix = ''] of groups) {
    if (!domain || typeof group !== 'object' || group === null) continue;
    for (const call of Object.values(group)) if (isCall(call)) found.set(call, prefix + domain);
  }
  return found;
})();

/** The domain tag of a contract call, for the routes that document one by hand. */
export function domainOf(call: object): string {
  const domain = domains.get(call);
  if (!domain) {
    const path = (call as { path?: string }).path;
    throw new Error(
      `${path} is in no contract group (\`*Calls\`, \`*Desk\`), so the API document has no domain for it`,
    );
  }
  return domain;
}

/**
 * A buyer's call of the contract: its name, its domain, and the buyer's token when it needs one.
 * A route beside the calls (a file download) names the domain it belongs to.
 */
export function shopOperation(call: Pick<CallDef, 'path' | 'auth'>, domain = domainOf(call)): OperationDocs {
  return {
    operationId: operationIdOf(call.path),
    tags: [domain],
    security: call.auth ? [{ [BUYER_TOKEN]: [] }] : [],
  };
}

/** A staff call: the session cookie, with the CSRF header when it changes state (register-admin-call.ts). */
export function adminOperation(call: AdminCallDef): OperationDocs {
  const session: Record<string, string[]> = call.mutates
    ? { [STAFF_SESSION]: [], [STAFF_CSRF]: [] }
    : { [STAFF_SESSION]: [] };
  return {
    operationId: operationIdOf(`admin/${call.path}`),
    tags: [domainOf(call)],
    security: call.auth === false ? [] : [session],
  };
}

/** The fields of a schema as docs/contract.md writes them: `{ email, code, password? }`. */
function fieldsOf(schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const names = Object.keys(json.properties ?? {}).map((name) => (json.required?.includes(name) ? name : `${name}?`));
  return `{ ${names.join(', ')} }`;
}

/** What an encrypted call's body and `data` hold once opened (docs/contract.md section 5). */
export function sealedCallDescription(call: CallDef): string {
  const answer =
    call.response instanceof z.ZodNull
      ? '`data` is null.'
      : `\`data\` is sealed with the same call key and opens to \`${fieldsOf(call.response, 'output')}\`.`;
  return [
    'Encrypted call (docs/contract.md section 5).',
    `\`params\` seals the JSON of the fields \`${fieldsOf(call.request, 'input')}\` with a fresh 16-character call key (AES-128-GCM);`,
    '`key` is that call key under the public key of user/getPublicKey (RSA-OAEP, SHA-256).',
    answer,
  ].join(' ');
}

type Json = Record<string, unknown>;

/** The only value OpenAPI 3.0 can say is null, in the form zod writes `z.null()`. */
const nullOnly = () => ({ type: 'string', nullable: true, enum: [null] });

/**
 * zod writes `.nullable()` of an untyped schema (a union, `z.unknown()`) as `nullable: true` beside
 * no `type`, which OpenAPI 3.0 ignores: null becomes a branch of the union instead, and an untyped
 * schema already admits null. The default override of fastify-type-provider-zod also drops union
 * branches that are still empty when it runs (a schema used twice is filled in later), which lost
 * the digit-string form of ids from order/create; this one leaves the branches alone. (Its other
 * rules are for `z.date()` and `z.undefined()`, which the contract does not use.)
 */
function nullableWithType(ctx: { zodSchema: unknown; jsonSchema: Json }): void {
  const json = ctx.jsonSchema;
  if (!(ctx.zodSchema instanceof z.ZodNullable) || json.type !== undefined || json.nullable !== true) return;
  delete json.nullable;
  if (Object.keys(json).length === 0) return;
  const branches = Array.isArray(json.anyOf) && Object.keys(json).length === 1 ? json.anyOf : [{ ...json }];
  for (const key of Object.keys(json)) delete json[key];
  json.anyOf = [...branches, nullOnly()];
}

const jsonSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: (ctx) => nullableWithType(ctx as { zodSchema: unknown; jsonSchema: Json }) },
});

const ref = (kind: 'schemas' | 'responses' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` });

function envelopeOf(result: number, description: string, data: Json): Json {
  return {
    type: 'object',
    description,
    properties: { result: { type: 'integer', enum: [result] }, msg: { type: 'string' }, data },
    required: ['result', 'msg', 'data'],
  };
}

const refusal = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ref('schemas', 'Refusal') } },
});

const retryAfter = { 'Retry-After': ref('headers', 'RetryAfter') };

const components = {
  securitySchemes: {
    [BUYER_TOKEN]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        "A buyer's token from user/login, user/mobileLogin or register/createByEmail, valid 24 hours until user/outLogin (docs/contract.md section 4).",
    },
    [STAFF_SESSION]: {
      type: 'apiKey',
      in: 'cookie',
      name: STAFF_COOKIE,
      description: "The back office's session cookie, set by auth/login (HttpOnly, SameSite=Strict, path /admin).",
    },
    [STAFF_CSRF]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-CSRF-Token',
      description:
        "The session's CSRF token, answered by auth/me; sent with the cookie on every call that changes state, which answer HTTP 403 without it.",
    },
  },
  schemas: {
    FieldError: {
      type: 'object',
      properties: { path: { type: 'string' }, message: { type: 'string' } },
      required: ['path', 'message'],
    },
    Refusal: envelopeOf(
      0,
      'Refused: a rule of the call, or input it cannot take (a field, malformed JSON, a body over 1 MiB). `msg` is one sentence fit to show as is; `data` lists the fields at fault when input was.',
      {
        type: 'object',
        nullable: true,
        properties: { errors: { type: 'array', items: ref('schemas', 'FieldError') } },
        required: ['errors'],
      },
    ),
    SessionEnded: envelopeOf(
      -9999,
      `The session is missing, expired or revoked (\`msg\` "${LOGIN_EXPIRED}"): sign in again.`,
      nullOnly(),
    ),
  },
  headers: {
    RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
    ETag: { description: 'The version of the answer, for If-None-Match.', schema: { type: 'string' } },
  },
  responses: {
    NotModified: { description: 'The answer is still the one If-None-Match names: no body.' },
    CsrfRefused: refusal("The X-CSRF-Token header does not carry the session's token."),
    TooManyRequests: refusal('Too many requests: a rate limit of the call or of the account.', retryAfter),
    Fault: refusal(`A fault of the server (\`msg\` "${NETWORK_EXCEPTION}"), never its detail.`),
    Unavailable: refusal('The database or Redis is away for a moment: try again after Retry-After.', retryAfter),
  },
};

interface Operation {
  security?: Security;
  parameters?: Array<{ in?: string; name?: string }>;
  responses?: Record<string, Json>;
}

function needs(operation: Operation, scheme: string): boolean {
  return (operation.security ?? []).some((requirement) => scheme in requirement);
}

/**
 * The answers every call shares, on one operation: the 200 is the envelope, which may be a refusal
 * or, for a call with a session, the end of it; a cached call answers 304 to its ETag; a staff call
 * that changes state answers 403 without its CSRF token; any call may be limited, fail or find the
 * backend away (docs/contract.md section 3).
 */
function withSharedAnswers(operation: Operation): Operation {
  const sessionEnds = needs(operation, BUYER_TOKEN) || needs(operation, STAFF_SESSION);
  const cached = (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'if-none-match');
  const { 200: success = {}, ...others } = operation.responses ?? {};
  const content = success.content as Record<string, { schema: Json }> | undefined;
  const envelope = content?.['application/json']?.schema;
  const answers: Record<string, Json> = {
    ...others,
    200: envelope
      ? {
          description: [
            "The envelope: `result` 1 with the call's `data`, or 0 when refused",
            sessionEnds ? ', or -9999 when the session has ended' : '',
            ' (docs/contract.md section 3).',
          ].join(''),
          ...(cached ? { headers: { ETag: ref('headers', 'ETag') } } : {}),
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  {
                    ...envelope,
                    properties: { ...(envelope.properties as Json), result: { type: 'integer', enum: [1] } },
                  },
                  ref('schemas', 'Refusal'),
                  ...(sessionEnds ? [ref('schemas', 'SessionEnded')] : []),
                ],
              },
            },
          },
        }
      : {
          // A documented route that answers no envelope sends a file; a refusal is still the envelope.
          description: 'The file as an attachment, or the refusal envelope.',
          content: {
            'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            'application/json': { schema: ref('schemas', 'Refusal') },
          },
        },
  };
  if (cached) answers[304] = ref('responses', 'NotModified');
  if (needs(operation, STAFF_CSRF)) answers[403] = ref('responses', 'CsrfRefused');
  answers[429] = ref('responses', 'TooManyRequests');
  answers[500] = ref('responses', 'Fault');
  answers[503] = ref('responses', 'Unavailable');
  return { ...operation, responses: answers };
}

/** The options of @fastify/swagger for the app's document; `publicUrl` is where the shop answers. */
export function openapiOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      info: { title: 'HashForge Shop API', version: '1.0.0', description: 'The wire contract of docs/contract.md' },
      servers: [{ url: publicUrl, description: 'This shop' }],
      components: components as never,
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      const doc = (document as { openapiObject: { paths?: Record<string, Record<string, Operation>> } }).openapiObject;
      const paths = Object.fromEntries(
        Object.entries(doc.paths ?? {}).map(([path, methods]) => [
          path,
          Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, withSharedAnswers(op)])),
        ]),
      );
      return { ...doc, paths } as never;
    },
  };
}
