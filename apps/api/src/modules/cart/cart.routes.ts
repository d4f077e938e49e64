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
  registerCall(app, deps, cartCalls.createCartItem, (input, ctx) => addToCart(deps, ctx.identity.userId, input), {
    successMessage: msg.addedToCart,
  });
  registerCall(app, deps, cartCalls.updateCartItem, (input, ctx) =>
    updateCartQuantity(deps, ctx.identity.userId, input),
  );
  registerCall(app, deps, cartCalls.deleteCartItem, (input, ctx) =>
    deleteCartItem(deps, ctx.identity.userId, input.id),
  );
  registerCall(app, deps, cartCalls.getCartNum, (_input, ctx) => countCart(deps, ctx.identity.userId));
  registerCall(app, deps, cartCalls.getProductAmount, (input, ctx) =>
    previewProductAmount(deps, ctx.identity.userId, input.cartIds),
  );
}
