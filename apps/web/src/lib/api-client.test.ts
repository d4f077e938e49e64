import { LOGIN_EXPIRED, NETWORK_EXCEPTION, openJson, sealJson, toBase64, unwrapCallKey } from '@hashforge/contract';
import { getCartNum, getUserInfo, login } from '@hashforge/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, resetApiClientForTests, uploadFile } from './api-client.ts';
import { setNavigator } from './navigation.ts';
import { clearSession, getToken, saveToken } from './session.ts';
import { clearToasts, getToasts } from './toast.ts';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let requests: { url: string; init: RequestInit }[];
function fakeFetch(handler: Handler) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return handler(url, init);
    }),
  );
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

const toastTexts = () => getToasts().map((t) => `${t.kind}:${t.text}`);
const navigate = vi.fn();

beforeEach(() => {
  resetApiClientForTests();
  setNavigator(navigate);
  navigate.mockReset();
  clearSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('apiCall: the envelope', () => {
  it('answers data of a result-1 envelope and sends the token and the language', async () => {
    saveToken('tok-123');
    fakeFetch(() => json({ result: 1, msg: 'success', data: 7 }));
    await expect(apiCall(getCartNum, {})).resolves.toBe(7);
    expect(requests[0]?.url).toBe('/web/hashforge/cart/getCartNum');
    expect(requests[0]?.init.method).toBe('POST');
    expect(header(requests[0]!.init, 'Authorization')).toBe('Bearer tok-123');
    expect(header(requests[0]!.init, 'Accept-Language')).toBe('en');
  });

  it("shows the server's msg as an error toast and rejects with its field errors", async () => {
    fakeFetch(() =>
      json({
        result: 0,
        msg: 'Cart item not found',
        data: { errors: [{ path: 'id', message: 'Cart item not found' }] },
      }),
    );
    const error = await apiCall(getCartNum, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).result).toBe(0);
    expect((error as ApiError).fieldErrors).toEqual([{ path: 'id', message: 'Cart item not found' }]);
    expect(toastTexts()).toContain('error:Cart item not found');
  });

  it('leaves the message to the caller when asked to be silent', async () => {
    fakeFetch(() => json({ result: 0, msg: 'Quietly refused', data: null }));
    await expect(apiCall(getCartNum, {}, { silent: true })).rejects.toThrow('Quietly refused');
    expect(toastTexts()).not.toContain('error:Quietly refused');
  });

  it('shows the envelope msg of a rate-limit answer (HTTP 429)', async () => {
    fakeFetch(() => json({ result: 0, msg: 'Too many requests, please try again in 12 s', data: null }, 429));
    await expect(apiCall(getCartNum, {})).rejects.toThrow('Too many requests, please try again in 12 s');
  });

  it('says Network exception for a non-envelope answer', async () => {
    fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiCall(getCartNum, {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(NETWORK_EXCEPTION);
    expect(error.result).toBeNull();
    expect(error.status).toBe(502);
    expect(toastTexts()).toContain(`error:${NETWORK_EXCEPTION}`);
  });

  it('says Network exception when the request cannot be sent at all', async () => {
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiCall(getCartNum, {})).rejects.toThrow(NETWORK_EXCEPTION);
  });

  it('on -9999 deletes the login cookie, warns once and goes home', async () => {
    saveToken('stale');
    fakeFetch(() => json({ result: -9999, msg: LOGIN_EXPIRED, data: null }));
    const both = await Promise.allSettled([apiCall(getUserInfo, {}), apiCall(getCartNum, {})]);
    expect(both.every((r) => r.status === 'rejected' && (r.reason as ApiError).isLoginExpired)).toBe(true);
    await vi.waitFor(() => expect(getToken()).toBeUndefined());
    expect(toastTexts().filter((t) => t === `error:${LOGIN_EXPIRED}`)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/home/index', { replace: true });
  });
});

describe('apiCall: encrypted calls (docs/contract.md section 5)', () => {
  it('seals the fields for the server key, fetched once, and opens the answer with the call key', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const pem = `-----BEGIN PUBLIC KEY-----\n${toBase64(spki)}\n-----END PUBLIC KEY-----\n`;
    const received: unknown[] = [];
    fakeFetch(async (url, init) => {
      if (url.endsWith('/user/getPublicKey')) return json({ result: 1, msg: 'success', data: { publicKey: pem } });
      const body = JSON.parse(String(init.body)) as { params: string; key: string };
      const callKey = await unwrapCallKey(pair.privateKey, body.key);
      received.push(await openJson(callKey, body.params));
      return json({ result: 1, msg: 'success', data: await sealJson(callKey, { token: `t${received.length}` }) });
    });

    await expect(apiCall(login, { username: 'ada@example.com', password: 'secret1' })).resolves.toEqual({
      token: 't1',
    });
    await expect(apiCall(login, { username: 'bob@example.com', password: 'secret2' })).resolves.toEqual({
      token: 't2',
    });
    expect(received).toEqual([
      { username: 'ada@example.com', password: 'secret1' },
      { username: 'bob@example.com', password: 'secret2' },
    ]);
    expect(requests.map((r) => r.url)).toEqual([
      '/hashforge/user/getPublicKey',
      '/hashforge/user/login',
      '/hashforge/user/login',
    ]);
    // Nothing readable on the wire.
    expect(String(requests[1]?.init.body)).not.toContain('ada@example.com');
  });

  it('asks for the key again after a failed fetch instead of caching the failure', async () => {
    let calls = 0;
    fakeFetch(() => {
      calls++;
      return new Response('down', { status: 503 });
    });
    await expect(apiCall(login, { username: 'a@example.com', password: 'secret1' })).rejects.toThrow(NETWORK_EXCEPTION);
    await expect(apiCall(login, { username: 'a@example.com', password: 'secret1' })).rejects.toThrow(NETWORK_EXCEPTION);
    expect(calls).toBe(2);
  });
});

describe('uploadFile', () => {
  it('posts multipart `type` and `file` with the token and answers the file model', async () => {
    saveToken('tok-up');
    const model = { id: 9, fileUrl: '/files/x.png', fileName: 'proof.png', fileSize: 4 };
    fakeFetch(() => json({ result: 1, msg: 'success', data: model }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    await expect(uploadFile(file)).resolves.toEqual(model);
    const { url, init } = requests[0]!;
    expect(url).toBe('/web/hashforge/oss/client/uploadFile');
    const form = init.body as FormData;
    expect(form.get('type')).toBe('2');
    expect((form.get('file') as File).name).toBe('proof.png');
    expect(header(init, 'Authorization')).toBe('Bearer tok-up');
    // The browser sets the multipart boundary itself.
    expect(header(init, 'Content-Type')).toBeUndefined();
  });
});
