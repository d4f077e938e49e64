import {
  type CallDef,
  type CallRequest,
  type CallResponse,
  callPath,
  type Envelope,
  encryptRequest,
  importPublicKey,
  openJson,
} from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './test-app.ts';

export interface CallAnswer<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/**
 * Calls one contract call through the real HTTP stack, exactly as the storefront does: encrypted
 * calls are sealed with the server's public key and their answers opened with the call key.
 */
export async function call<C extends CallDef>(
  ctx: Pick<TestContext, 'app' | 'deps'>,
  def: C,
  fields: CallRequest<C> | Record<string, unknown>,
  token?: string,
  /** Extra headers, e.g. `x-forwarded-for` to call from another IP (the app trusts the proxy). */
  extraHeaders: Record<string, string> = {},
): Promise<CallAnswer<CallResponse<C>>> {
  const app: FastifyInstance = ctx.app;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: unknown = fields;
  let callKey: string | null = null;
  if (def.encrypted) {
    const sealed = await encryptRequest(await importPublicKey(ctx.deps.keys.publicKeyPem), fields);
    payload = sealed.body;
    callKey = sealed.callKey;
  }
  const res = await app.inject({
    method: 'POST',
    url: callPath(def.path, ctx.deps.config.PROVIDER),
    headers,
    payload: JSON.stringify(payload),
  });
  const body = res.json() as Envelope<unknown>;
  if (callKey && body.result === 1 && typeof body.data === 'string') {
    body.data = await openJson(callKey, body.data);
  }
  return { status: res.statusCode, body: body as Envelope<CallResponse<C>>, headers: res.headers };
}
