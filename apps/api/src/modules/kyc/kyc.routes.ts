import { kycCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { submitKyc } from './kyc.service.ts';
import { getKycStatus } from './kyc-state.ts';

export function kycRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, kycCalls.createKyc, (input, ctx) => submitKyc(deps, ctx.identity.userId, input));
  registerCall(app, deps, kycCalls.getKycStatue, (_input, ctx) => getKycStatus(deps, ctx.identity.userId));
}
