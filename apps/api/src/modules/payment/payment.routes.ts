import { msg, orderCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createPaymentProof } from './create-payment-proof.ts';

export function paymentRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(
    app,
    deps,
    orderCalls.createPaymentProof,
    async (input, ctx) => {
      await createPaymentProof(deps, ctx.identity.userId, input);
      return null;
    },
    { successMessage: msg.submitSuccess },
  );
}
