import { afterSaleCalls as calls, msg } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getAfterSale, listAfterSales } from './after-sale.service.ts';
import { confirmReceipt } from './confirm-receipt.ts';
import { createAfterSale } from './create-after-sale.ts';
import { leaveMessage } from './leave-message.ts';
import { submitReturnLogistics } from './submit-return-logistics.ts';
import { uploadRepairProof } from './upload-repair-proof.ts';

export function afterSaleRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, calls.getAfterSalePager, (input, ctx) => listAfterSales(deps, ctx.identity.userId, input));
  registerCall(app, deps, calls.getAfterSale, (input, ctx) => getAfterSale(deps, ctx.identity.userId, input.id));
  registerCall(app, deps, calls.createAfterSale, (input, ctx) => createAfterSale(deps, ctx.identity.userId, input), {
    rateLimit: { max: 30, timeWindow: '10 minutes' },
  });
  registerCall(app, deps, calls.confirmAfterSaleReceipt, (input, ctx) =>
    confirmReceipt(deps, ctx.identity.userId, input.id),
  );
  registerCall(
    app,
    deps,
    calls.uploadAfterSaleProof,
    (input, ctx) => uploadRepairProof(deps, ctx.identity.userId, input),
    { successMessage: msg.submitSuccess },
  );
  registerCall(app, deps, calls.createAfterSaleRecord, (input, ctx) => leaveMessage(deps, ctx.identity.userId, input), {
    rateLimit: { max: 30, timeWindow: '10 minutes' },
  });
  registerCall(app, deps, calls.createAfterSaleAddress, (input, ctx) =>
    submitReturnLogistics(deps, ctx.identity.userId, input),
  );
}
