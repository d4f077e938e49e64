import { getPublicKey } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();

describe('health and the envelope', () => {
  it('GET /healthz answers ok', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz sees the database and Redis', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ database: 'ok', redis: 'ok' });
  });

  it('POST user/getPublicKey answers an SPKI PEM in the envelope', async () => {
    const res = await call(ctx, getPublicKey, {});
    expect(res.body.result).toBe(1);
    expect(res.body.data.publicKey).toContain('BEGIN PUBLIC KEY');
  });

  it('answers malformed JSON with result 0, not a fault', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/hashforge/user/getPublicKey',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 0, msg: 'Invalid request' });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/web/hashforge/nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 0 });
  });

  it('serves the OpenAPI document at /docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/hashforge/user/getPublicKey');
  });
});
