import { orderCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { confirmLogistics } from './confirm-logistics.ts';
import { createOrder } from './create-order.ts';
import { getOrder, listOrders } from './order-query.ts';
import { updatePayMethod } from './update-pay-method.ts';

export function orderRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, orderCalls.createOrder, (input, ctx) => createOrder(deps, ctx.identity.userId, input));
  registerCall(app, deps, orderCalls.getOrderPager, (input, ctx) => listOrders(deps, ctx.identity.userId, input));
  registerCall(app, deps, orderCalls.getOrderByOrderNo, (input, ctx) =>
    getOrder(deps, ctx.identity.userId, input.orderNo),
  );
  registerCall(app, deps, orderCalls.updatePayMethod, async (input, ctx) => {
    await updatePayMethod(deps, ctx.identity.userId, input.orderNo);
    return null;
  });
  registerCall(app, deps, orderCalls.confirmLogistics, async (input, ctx) => {
    await confirmLogistics(deps, ctx.identity.userId, input.id);
    return null;
  });
}
