import { msg } from '@hashforge/contract';
import { adminCalls } from '@hashforge/contract/admin/desks';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuePasswordLink } from '../src/modules/staff/password-links.ts';
import { adminCall, createTestStaff, type StaffSession, signInStaff, type TestStaff } from './support/admin.ts';
import { type AdminCallSample, adminCallSamples } from './support/admin-call-samples.ts';
import { databaseState } from './support/db-snapshot.ts';
import { useTestContext } from './support/use-test-context.ts';

/**
 * docs/contract.md section 3 for the back office, tested from the contract: every admin call, every
 * field of its request (and the fields of nested objects and array items), sent by an owner with a
 * value of another JSON type than the call's schema names (a boolean, a number, the numeric strings
 * "0x10" and "16", an array, an object, null), or with text holding a NUL character, which Postgres
 * cannot store, is refused with result 0 naming that field, and nothing changes: not a table, not the
 * audit log, not a session. Numbers on the admin wire are JSON numbers; only multipart form fields
 * arrive as text. A new call, or a new field, joins by being in its desk (`orderDesk`, read into `adminCalls`), with its valid sample
 * body in test/support/admin-call-samples.ts.
 */
const ctx = useTestContext();
let owner: TestStaff;
let session: StaffSession;
let ip = 0;
const nextIp = () => `10.88.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  owner = await createTestStaff(ctx, 'owner');
  session = await signInStaff(ctx, owner, nextIp());
});

/** The calls made before a session exists, with a body that would sign someone in or set their password. */
const signInSamples: Record<string, AdminCallSample> = {
  'auth/login': ({ self }) => ({ email: self.email, password: self.password, otp: '123456' }),
  'auth/set-password': async ({ ctx, newStaff }) => {
    const invited = await newStaff();
    const token = await ctx.deps.prisma.$transaction((tx) => issuePasswordLink(ctx.deps, tx, invited.id));
    return { token, newPassword: 'a password of their own' };
  },
  'auth/recovery': ({ self }) => ({ email: self.email, password: self.password, recoveryCode: 'abcd-efgh-ijkl' }),
  'auth/passkey/login-options': ({ self }) => ({ email: self.email, password: self.password }),
  'auth/passkey/login': ({ self }) => ({
    email: self.email,
    password: self.password,
    response: { id: 'none', type: 'public-key' },
  }),
};

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

type JsonType = 'boolean' | 'number' | 'string' | 'array' | 'object' | 'null';

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** The JSON types a schema lets through, or null when it takes anything. */
function allowedTypes(schema: JsonSchema): Set<JsonType> | null {
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    const all = new Set<JsonType>();
    for (const member of members) {
      const types = allowedTypes(member);
      if (!types) return null;
      for (const t of types) all.add(t);
    }
    return all;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    return new Set(types.map((t) => (t === 'integer' ? 'number' : (t as JsonType))));
  }
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  return null;
}

/** The values tried in each field: each is sent where the schema does not take its JSON type. */
const WRONG_VALUES: readonly unknown[] = [true, 16, '0x10', '16', [], {}, null];
const wrongTypes = (allowed: Set<JsonType>) => WRONG_VALUES.filter((v) => !allowed.has(jsonTypeOf(v)));
/** Text Postgres cannot store: the right type, refused all the same. */
const withNul = (allowed: Set<JsonType>) => (allowed.has('string') ? ['Ada\u0000Miner'] : []);

interface Variant {
  path: string;
  value: unknown;
  body: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A body per wrong value of the field at `path`, then per wrong value of each field inside it (the
 * sample's own nested object or first array item, so the rest of the body stays valid).
 */
function* wrongBodies(
  schema: JsonSchema,
  sample: unknown,
  path: readonly (string | number)[],
  put: (value: unknown) => Record<string, unknown>,
  valuesFor: (allowed: Set<JsonType>) => readonly unknown[] = wrongTypes,
): Generator<Variant> {
  const allowed = allowedTypes(schema);
  if (!allowed) return;
  for (const value of valuesFor(allowed)) yield { path: path.join('.'), value, body: put(value) };
  const object = schema.properties ? schema : (schema.anyOf ?? []).find((m) => m.properties);
  if (object?.properties) {
    const base = isObject(sample) ? sample : {};
    for (const [key, child] of Object.entries(object.properties)) {
      yield* wrongBodies(child, base[key], [...path, key], (v) => put({ ...base, [key]: v }), valuesFor);
    }
  }
  const items = schema.items ?? (schema.anyOf ?? []).find((m) => m.items)?.items;
  if (items) {
    const rest = Array.isArray(sample) ? sample.slice(1) : [];
    const first = Array.isArray(sample) ? sample[0] : undefined;
    yield* wrongBodies(items, first, [...path, 0], (v) => put([v, ...rest]), valuesFor);
  }
}

const callsWithFields = adminCalls.filter((call) => Object.keys(call.request.shape).length > 0);

describe('admin calls refuse a wrong type or a NUL character in every field', () => {
  it('covers every admin call that takes fields', () => {
    expect(callsWithFields.length).toBeGreaterThan(60);
    const missing = callsWithFields
      .map((c) => c.path)
      .filter((path) => !(path in adminCallSamples) && !(path in signInSamples));
    expect(missing, 'add a sample body for').toEqual([]);
  });

  for (const call of callsWithFields) {
    it(`${call.path} refuses each wrong-typed field and NUL text and changes nothing`, async () => {
      const sample = adminCallSamples[call.path] ?? signInSamples[call.path]!;
      const valid = await sample({ ctx, self: owner, newStaff: (role = 'support') => createTestStaff(ctx, role) });
      expect(call.request.safeParse(valid).success, `the sample of ${call.path} is valid`).toBe(true);
      const schema = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

      const asBody = (body: unknown) => body as Record<string, unknown>;
      const variants = [
        ...wrongBodies(schema, valid, [], asBody),
        ...wrongBodies(schema, valid, [], asBody, withNul),
      ].filter((v) => v.path !== '');
      expect(variants.length, `${call.path} has fields to try`).toBeGreaterThan(0);

      const before = await databaseState(ctx);
      const auditBefore = await ctx.deps.prisma.auditEvent.count();
      const sessionsBefore = await ctx.deps.prisma.staffSession.count();
      for (const variant of variants) {
        const res = await adminCall(ctx, call, variant.body, {
          session: call.auth === false ? null : session,
          ip: nextIp(),
        });
        const what = `${call.path} with ${variant.path} = ${JSON.stringify(variant.value)}`;
        expect(res.status, what).toBe(200);
        expect(res.body.result, `${what} was accepted: ${res.body.msg}`).toBe(0);
        const errors = (res.body.data as { errors?: { path: string }[] } | null)?.errors ?? [];
        expect(
          errors.map((e) => e.path),
          `${what} was refused for another reason: ${res.body.msg}`,
        ).toContain(variant.path);
        if (typeof variant.value === 'string' && variant.value.includes('\u0000')) {
          expect(res.body.msg, what).toBe(msg.nulCharacter);
        }
      }
      expect(await databaseState(ctx), `${call.path} changed the database`).toEqual(before);
      expect(await ctx.deps.prisma.auditEvent.count(), `${call.path} wrote to the audit log`).toBe(auditBefore);
      expect(await ctx.deps.prisma.staffSession.count(), `${call.path} opened or closed a session`).toBe(
        sessionsBefore,
      );
    }, 120_000);
  }
});
