import { request } from 'node:http';
import type { CallDef } from '@hashforge/contract';
import {
  callPath,
  createCartItem,
  createPurchasePlan,
  getProduct,
  getProductList,
  modifyNameCover,
  msg,
  Result,
} from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../support/call.ts';
import { shopCalls } from '../support/contract-calls.ts';
import { createBuyer } from '../support/factories/buyer.ts';
import { useTestContext } from '../support/use-test-context.ts';

/**
 * docs/domain.md D7: no call answers 500 to malformed input. Every call of the contract is tried
 * with wrong types, missing fields, oversized fields and non-object bodies, through the real HTTP
 * stack (sealed like the storefront for encrypted calls), and must answer the envelope with a
 * message, never a fault.
 */
const calls = shopCalls;

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
    // Postgres cannot store a NUL in text: found by the fuzz in an encrypted call's field.
    ['a string with a NUL character', 'Ada\u0000Miner'],
  ] as const) {
    cases.push([`every field ${label}`, Object.fromEntries(fields.map((f) => [f, value]))]);
  }
  return cases;
}

const bulkForm = {
  name: 'Ada Miner',
  country: 'Canada',
  email: 'ada@example.com',
  mobile: '4165550100',
  mobileCode: '1',
  productId: 1,
  contactType: 'Telegram',
  telegram: '@ada',
};

const ctx = useTestContext();
let token: string;
beforeAll(async () => {
  token = (await createBuyer(ctx, { kycStatus: 2 })).token;
});

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

describe('a call that needs a login answers -9999 without a token, whatever its body', () => {
  const authCalls = calls.filter((def) => def.auth);

  it('knows calls that need a login', () => {
    expect(authCalls.length).toBeGreaterThan(10);
  });

  for (const def of authCalls) {
    it(`POST ${def.path}`, async () => {
      const raw: Array<[string, string]> = [
        ['bad JSON', '{"page":'],
        ['a JSON string', '"hello"'],
        ['an empty object', '{}'],
        ['wrong types', JSON.stringify(Object.fromEntries(fieldNames(def).map((f) => [f, { nested: true }])))],
      ];
      for (const [label, payload] of raw) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: callPath(def.path, ctx.deps.config.PROVIDER),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.json(), `${def.path} with ${label}`).toMatchObject({ result: Result.loginExpired });
      }
    });
  }
});

describe('a body over 1 MiB', () => {
  it('gets the refusal envelope before the connection closes, over a real socket', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL(callPath(getProductList.path, ctx.deps.config.PROVIDER), address);
    const body = Buffer.from(JSON.stringify({ page: 1, pad: 'x'.repeat(3 * 1024 * 1024) }));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      req.on('error', reject);
      // Written in pieces like a browser's upload, so the server answers while the body is arriving.
      let offset = 0;
      const pump = () => {
        while (offset < body.length) {
          const piece = body.subarray(offset, offset + 64 * 1024);
          offset += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    // Like every malformed request's refusal: HTTP 200 with result 0 (docs/contract.md section 3).
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ result: 0, msg: 'The request is too large', data: null });
  });
});

describe('a field of the wrong type is refused with a message, never ignored', () => {
  const wrong: Array<[string, unknown]> = [
    ['a word', 'abc'],
    ['true', true],
    ['a list', [3]],
    ['an object', { page: 2 }],
    ['an empty string', ''],
    ['null', null],
  ];
  for (const [label, value] of wrong) {
    it(`product/getList refuses page as ${label}`, async () => {
      const res = await call(ctx, getProductList, { page: value, limit: 10 });
      expect(res.body.result).toBe(0);
      expect(res.body.msg).toBe('page must be 1 or more');
      expect((res.body.data as unknown as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('page');
    });
  }

  it('product/getList reads a number as a JSON number or a numeric string alike', async () => {
    for (const page of [1, '1', ' 1 ']) {
      const res = await call(ctx, getProductList, { page, limit: '5' });
      expect(res.body, JSON.stringify(page)).toMatchObject({ result: 1 });
    }
  });

  it('a cart quantity of true is refused, not read as 1', async () => {
    // A fresh buyer: the sweep over every call above logs the shared token out.
    const buyer = await createBuyer(ctx);
    const res = await call(ctx, createCartItem, { productId: 1, productSendCycleId: 1, productNum: true }, buyer.token);
    expect(res.body).toMatchObject({ result: 0, msg: msg.quantityRange });
  });
});

describe('the bulk form reads its capacities as a number in either form', () => {
  it.each([5, '5', 2.5, '2.5'])('accepts currentCapacity %j', (value) => {
    const parsed = createPurchasePlan.request.safeParse({
      ...bulkForm,
      currentCapacity: value,
      futurePlannedCapacity: value,
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.currentCapacity).toBe(String(value));
  });

  it.each([-1, 'five', true, [5], { mw: 5 }])('refuses currentCapacity %j with the form message', (value) => {
    const parsed = createPurchasePlan.request.safeParse({ ...bulkForm, currentCapacity: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(msg.bulkCapacityFormat);
  });

  it('accepts a JSON number through the real route', async () => {
    const res = await call(
      ctx,
      createPurchasePlan,
      { ...bulkForm, currentCapacity: 5, futurePlannedCapacity: 12.5 },
      undefined,
      {
        'x-forwarded-for': '10.77.0.1',
      },
    );
    // The product may not exist in this file's database; what matters is that 5 is not the refusal.
    expect(res.body.msg).not.toBe(msg.bulkCapacityFormat);
    expect(JSON.stringify(res.body.data ?? {})).not.toContain('Capacity');
  });
});

describe('bodies the sweep above does not build (found by npm run bench faults)', () => {
  const nested = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  for (const def of [getProductList, getProduct, createCartItem]) {
    it(`POST ${def.path} refuses JSON nested 5,000 deep`, async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: callPath(def.path, ctx.deps.config.PROVIDER),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${(await createBuyer(ctx)).token}` },
        payload: nested,
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ result: 0 });
    });
  }

  it('refuses a NUL character, which Postgres cannot store, with a message', async () => {
    const res = await call(ctx, getProduct, { code: 'S21\u0000\uffff' });
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ result: 0, data: { errors: [{ path: 'code', message: msg.nulCharacter }] } });
  });

  it('user/modifyNameCover refuses a NUL in the nickname, naming the field, and keeps the old name', async () => {
    const buyer = await createBuyer(ctx);
    const before = await ctx.deps.prisma.user.findUniqueOrThrow({ where: { id: buyer.id } });
    const res = await call(ctx, modifyNameCover, { nickName: 'Ada\u0000Miner' }, buyer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: 0,
      msg: msg.nulCharacter,
      data: { errors: [{ path: 'nickName', message: msg.nulCharacter }] },
    });
    const after = await ctx.deps.prisma.user.findUniqueOrThrow({ where: { id: buyer.id } });
    expect(after.nickName).toBe(before.nickName);
  });

  it('names where the NUL is, in a nested field or a key', async () => {
    const buyer = await createBuyer(ctx);
    const nested = await call(
      ctx,
      createCartItem,
      { productId: 1, productSendCycleId: 1, productNum: 1, notes: ['ok', 'a\u0000'] },
      buyer.token,
    );
    expect(nested.body).toMatchObject({
      result: 0,
      data: { errors: [{ path: 'notes.1', message: msg.nulCharacter }] },
    });
    const key = await call(ctx, getProduct, { 'co\u0000de': 'S21' });
    expect(key.body).toMatchObject({
      result: 0,
      data: { errors: [{ path: 'co\u0000de', message: msg.nulCharacter }] },
    });
  });
});
