import { cartCalls, msg } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  addToCart,
  countCart,
  deleteCartItem,
  listCart,
  previewProductAmount,
  updateCartQuantity,
} from './cart.service.ts';

export function cartRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, cartCalls.getCartList, (_input, ctx) => listCart(deps, ctx.identity.userId));
  registerCall(
    app,
    deps,
    cartCalls.createCartItem,
    async (input, ctx) => {
      await addToCart(deps, ctx.identity.userId, input);
      return null;
    },
    { successMessage: msg.addedToCart },
  );
  registerCall(app, deps, cartCalls.updateCartItem, async (input, ctx) => {
    await updateCartQuantity(deps, ctx.identity.userId, input);
    return null;
  });
  registerCall(app, deps, cartCalls.deleteCartItem, async (input, ctx) => {
    await deleteCartItem(deps, ctx.identity.userId, input.id);
    return null;
  });
  registerCall(app, deps, cartCalls.getCartNum, (_input, ctx) => countCart(deps, ctx.identity.userId));
  registerCall(app, deps, cartCalls.getProductAmount, (input, ctx) =>
    previewProductAmount(deps, ctx.identity.userId, input.cartIds),
  );
}
