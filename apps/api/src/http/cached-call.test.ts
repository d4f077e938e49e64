import { INVALID_REQUEST, msg } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { createTestProduct } from '../../test/support/factories/catalog.ts';
import { useTestContext } from '../../test/support/use-test-context.ts';

const ctx = useTestContext();

/** A public cached call with its body as raw text, exactly as a client might send it. */
function postText(path: string, text: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/web/hashforge/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: text,
  });
}

describe('public cached calls: the body as sent', () => {
  it('answers the same fields written differently with the same answer and ETag', async () => {
    const p = await createTestProduct(ctx);
    const plain = await postText('product/get', JSON.stringify({ code: p.productCode }));
    const spaced = await postText('product/get', `{ "code" :\n "${p.productCode}" }`);
    expect(plain.json()).toMatchObject({ result: 1, data: { productCode: p.productCode } });
    expect(spaced.body).toBe(plain.body);
    expect(spaced.headers.etag).toBe(plain.headers.etag);
    // Asked again, the text alone finds the answer.
    expect((await postText('product/get', `{ "code" :\n "${p.productCode}" }`)).headers.etag).toBe(plain.headers.etag);
  });

  it('refuses malformed, empty and poisoned JSON as every other route does, and never caches it', async () => {
    for (const text of ['{"code":', '', '{"__proto__":{"x":1},"code":"A"}', '{"constructor":{"prototype":{}}}']) {
      for (let i = 0; i < 2; i++) {
        const res = await postText('product/get', text);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ result: 0, msg: INVALID_REQUEST });
      }
    }
  });

  it('refuses a NUL character or a body nested too deep (the body guard) on a miss and on a repeat', async () => {
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    for (let i = 0; i < 2; i++) {
      expect((await postText('product/get', '{"code":"A\\u0000B"}')).json()).toEqual({
        result: 0,
        msg: msg.nulCharacter,
        data: { errors: [{ path: 'code', message: msg.nulCharacter }] },
      });
      expect((await postText('product/get', deep)).json()).toMatchObject({ result: 0, msg: INVALID_REQUEST });
    }
  });

  it('validates the fields with the call schema, and a body with no fields is an empty object', async () => {
    const wrong = await postText('product/get', '{"code":42}');
    expect(wrong.json()).toMatchObject({ result: 0 });
    const none = await ctx.app.inject({ method: 'POST', url: '/web/hashforge/product/getList' });
    expect(none.json()).toMatchObject({ result: 1 });
  });

  it("sends its own security headers; the other routes keep helmet's", async () => {
    const p = await createTestProduct(ctx);
    const res = await postText('product/get', JSON.stringify({ code: p.productCode }));
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    const other = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(other.headers['content-security-policy']).toContain("default-src 'self'");
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    const missing = await ctx.app.inject({ method: 'POST', url: '/web/hashforge/no/such/call', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
