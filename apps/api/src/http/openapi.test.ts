import * as contract from '@hashforge/contract';
import { type CallDef, callPath } from '@hashforge/contract';
import { adminCallPath } from '@hashforge/contract/admin/call';
import { adminCalls } from '@hashforge/contract/admin/desks';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestContext } from '../../test/support/use-test-context.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

interface ApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

const ctx = useTestContext();
let served: string;
let doc: ApiDocument;
beforeAll(async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  served = res.body;
  doc = JSON.parse(served) as ApiDocument;
});

function isCallDef(value: unknown): value is CallDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CallDef).path === 'string' &&
    (value as CallDef).request instanceof z.ZodType
  );
}

const shopCalls: CallDef[] = [...new Set((Object.values(contract) as unknown[]).filter(isCallDef))];

function operation(path: string): Operation {
  const found = doc.paths[path]?.post ?? doc.paths[path]?.get;
  if (!found) throw new Error(`${path} is not in the document`);
  return found;
}

function fieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {}).sort();
}

/** The body's fields as a client generator (and the faults bench, scripts/bench/faults.ts) reads them. */
function bodyFields(op: Operation, mediaType: string): string[] {
  return Object.keys(op.requestBody?.content[mediaType]?.schema?.properties ?? {}).sort();
}

describe('GET /docs/json, which integrators generate clients from', () => {
  it("passes Redocly's recommended rules without an error, its one warning the licence", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems: NormalizedProblem[] = await lintFromString({ source: served, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    // The repository names no licence yet: which one is the owner's choice, not the document's.
    expect(problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId)).toEqual(['info-license']);
  });

  it('points clients at the shop that served it', () => {
    expect(doc.servers).toEqual([{ url: 'http://shop.test', description: 'This shop' }]);
  });

  it("names each call after its path, in its contract group's domain, with how it is signed in", () => {
    expect(operation('/web/hashforge/order/create')).toMatchObject({
      operationId: 'orderCreate',
      tags: ['order'],
      security: [{ buyerToken: [] }],
    });
    expect(operation('/web/hashforge/product/get')).toMatchObject({
      operationId: 'productGet',
      tags: ['catalog'],
      security: [],
    });
    expect(operation('/hashforge/user/login')).toMatchObject({
      operationId: 'userLogin',
      tags: ['auth'],
      security: [],
    });
    expect(operation('/admin/api/orders/list')).toMatchObject({
      operationId: 'adminOrdersList',
      tags: ['admin.order'],
      security: [{ staffSession: [] }],
    });
    expect(operation('/admin/api/products/update-details')).toMatchObject({
      operationId: 'adminProductsUpdateDetails',
      tags: ['admin.catalog'],
      security: [{ staffSession: [], staffCsrf: [] }],
    });
    expect(operation('/admin/api/auth/login')).toMatchObject({ operationId: 'adminAuthLogin', security: [] });
  });

  it('lists every call of the contract at its path, with the fields of its body', () => {
    for (const call of shopCalls) {
      const op = operation(callPath(call.path, ctx.deps.config.PROVIDER));
      expect(op.security, call.path).toEqual(call.auth ? [{ buyerToken: [] }] : []);
      if (call === contract.uploadFile) {
        expect(bodyFields(op, 'multipart/form-data'), call.path).toEqual(fieldsOf(contract.uploadFileForm));
      } else {
        const expected = call.encrypted ? ['key', 'params'] : fieldsOf(call.request);
        expect(bodyFields(op, 'application/json'), call.path).toEqual(expected);
      }
    }
    for (const call of adminCalls) {
      const op = operation(adminCallPath(call));
      expect(op.security?.[0]?.staffCsrf !== undefined, call.path).toBe(call.auth !== false && call.mutates);
      if (call.multipart) {
        expect(bodyFields(op, 'multipart/form-data'), call.path).toEqual(fieldsOf(call.multipart));
      } else {
        expect(bodyFields(op, 'application/json'), call.path).toEqual(fieldsOf(call.request));
      }
    }
  });

  it('describes the refusal, the end of a session, the CSRF refusal, 304, 429, 500 and 503 once, for every call', () => {
    const oneOf = (op: Operation) => {
      const schema = op.responses['200']?.content?.['application/json']?.schema as { oneOf?: Array<{ $ref?: string }> };
      return (schema.oneOf ?? []).map((s) => s.$ref ?? 'success');
    };
    expect(oneOf(operation('/web/hashforge/product/getList'))).toEqual(['success', '#/components/schemas/Refusal']);
    expect(oneOf(operation('/web/hashforge/cart/getList'))).toEqual([
      'success',
      '#/components/schemas/Refusal',
      '#/components/schemas/SessionEnded',
    ]);
    expect(operation('/admin/api/orders/cancel').responses['403']).toEqual({
      $ref: '#/components/responses/CsrfRefused',
    });
    expect(operation('/admin/api/orders/list').responses['403']).toBeUndefined();
    // A cached call takes If-None-Match and answers 304; the others do not.
    expect(operation('/web/hashforge/product/get').responses['304']).toEqual({
      $ref: '#/components/responses/NotModified',
    });
    expect(operation('/web/hashforge/cart/getList').responses['304']).toBeUndefined();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        expect(op.responses['429'], path).toEqual({ $ref: '#/components/responses/TooManyRequests' });
        expect(op.responses['500'], path).toEqual({ $ref: '#/components/responses/Fault' });
        expect(op.responses['503'], path).toEqual({ $ref: '#/components/responses/Unavailable' });
      }
    }
  });
});
