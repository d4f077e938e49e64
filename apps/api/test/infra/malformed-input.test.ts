import type { CallDef } from '@hashforge/contract';
import * as contract from '@hashforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../support/call.ts';
import { createBuyer } from '../support/factories/buyer.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

/**
 * DESIGN.md section 7: no call answers 500 to malformed input. Every call of the contract is tried
 * with wrong types, missing fields, oversized fields and non-object bodies, through the real HTTP
 * stack (sealed like the storefront for encrypted calls), and must answer the envelope with a
 * message, never a fault.
 */
function isCallDef(value: unknown): value is CallDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CallDef).path === 'string' &&
    (value as CallDef).request instanceof z.ZodType &&
    (value as CallDef).response instanceof z.ZodType
  );
}

const calls: CallDef[] = [...new Set((Object.values(contract) as unknown[]).filter(isCallDef))];

function fieldNames(def: CallDef): string[] {
  try {
    const schema = z.toJSONSchema(def.request, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(schema.properties ?? {});
  } catch {
    // A schema JSON Schema cannot describe still gets the body-level cases below.
    return [];
  }
}

function malformedBodies(def: CallDef): Array<[string, unknown]> {
  const fields = fieldNames(def);
  const cases: Array<[string, unknown]> = [
    ['an array body', []],
    ['a string body', 'hello'],
    ['a number body', 42],
    ['an empty object', {}],
  ];
  for (const [label, value] of [
    ['a number', 12345],
    ['a string', 'not-what-you-expect'],
    ['an object', { nested: { deep: true } }],
    ['an array', [1, 'two', null]],
    ['null', null],
    ['a negative number', -1],
    ['a huge number', 1e308],
    ['an oversized string', 'x'.repeat(20_000)],
  ] as const) {
    cases.push([`every field ${label}`, Object.fromEntries(fields.map((f) => [f, value]))]);
  }
  return cases;
}

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await createBuyer(ctx, { kycStatus: 2 })).token;
});
afterAll(() => ctx.close());

describe('every contract call refuses malformed input with an envelope', () => {
  it('knows the calls of the contract', () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  for (const def of calls) {
    it(`POST ${def.path}`, async () => {
      for (const [label, body] of malformedBodies(def)) {
        const res = await call(ctx, def, body as Record<string, unknown>, def.auth ? token : undefined, {
          'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        expect(res.status, `${def.path} with ${label}`).not.toBe(500);
        expect([0, 1, -9999], `${def.path} with ${label}`).toContain(res.body.result);
        expect(typeof res.body.msg, `${def.path} with ${label}`).toBe('string');
        if (res.body.result === 0) expect(res.body.msg.length, `${def.path} with ${label}`).toBeGreaterThan(0);
      }
    });
  }

  it('refuses a body over 1 MiB without a fault', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/web/hashforge/product/getList',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ page: 1, limit: 10, pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.json()).toMatchObject({ result: 0 });
  });

  it('refuses a wrong content type without a fault', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/web/hashforge/product/getList',
      headers: { 'content-type': 'text/plain' },
      payload: 'page=1',
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.json()).toMatchObject({ result: 0 });
  });
});
