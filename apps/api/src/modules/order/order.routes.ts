import { msg, orderCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCachedCall } from '../../http/cached-call.ts';
import { registerCall } from '../../http/register-call.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { getUsdtPayInfo, submitChainPayment } from './chain-payments/submit-chain-payment.ts';
import { confirmLogistics } from './confirm-logistics.ts';
import { createOrder } from './create-order.ts';
import { getOrder, listOrders } from './order.service.ts';
import { linkOrderDocument, listOrderDocuments } from './order-documents.service.ts';
import { createPaymentProof } from './payment-proofs/create-payment-proof.ts';
import { updatePayMethod } from './update-pay-method.ts';

export function orderRoutes(app: FastifyInstance, deps: Deps): void {
  // The same for every visitor and changed only by the owner's settings, whose save empties the cache.
  registerCachedCall(app, deps, orderCalls.getPayInfo, async () => {
    const { bankWire, company } = await readShopSettings(deps);
    return { bankWire, company };
  });
  registerCall(app, deps, orderCalls.createOrder, (input, ctx) => createOrder(deps, ctx.identity.userId, input));
  registerCall(app, deps, orderCalls.getOrderPager, (input, ctx) => listOrders(deps, ctx.identity.userId, input));
  registerCall(app, deps, orderCalls.getOrderByOrderNo, (input, ctx) =>
    getOrder(deps, ctx.identity.userId, input.orderNo),
  );
  registerCall(app, deps, orderCalls.updatePayMethod, (input, ctx) =>
    updatePayMethod(deps, ctx.identity.userId, input.orderNo, input.payType),
  );
  registerCall(app, deps, orderCalls.confirmLogistics, (input, ctx) =>
    confirmLogistics(deps, ctx.identity.userId, input.id),
  );
  registerCall(
    app,
    deps,
    orderCalls.createPaymentProof,
    (input, ctx) => createPaymentProof(deps, ctx.identity.userId, input),
    { successMessage: msg.submitSuccess },
  );
  registerCall(app, deps, orderCalls.getUsdtPayInfo, (input, ctx) =>
    getUsdtPayInfo(deps, ctx.identity.userId, input.orderNo),
  );
  registerCall(app, deps, orderCalls.getOrderDocuments, (input, ctx) =>
    listOrderDocuments(deps, ctx.identity.userId, input.orderNo),
  );
  registerCall(app, deps, orderCalls.downloadOrderDocument, (input, ctx) =>
    linkOrderDocument(deps, ctx.identity.userId, input.id),
  );
  registerCall(app, deps, orderCalls.submitChainPayment, (input, ctx) =>
    submitChainPayment(deps, ctx.identity.userId, input),
  );
}
