import { authCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, authCalls.getPublicKey, () => ({ publicKey: deps.keys.publicKeyPem }));
}
