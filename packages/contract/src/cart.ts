import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './catalog-rules.ts';
import { selectableCoupon } from './coupon.ts';
import { empty, id, intField, money, none } from './envelope.ts';
import { msg } from './messages.ts';

export const quantityField = intField(msg.quantityRange, { min: QUANTITY_MIN, max: QUANTITY_MAX });

/**
 * Cart item ids: an array, or the comma-joined list the order-confirm route carries in its URL.
 * Duplicates collapse; at most 100 (the cart's size).
 */
export const cartIdsField = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : typeof v === 'number'
          ? [v]
          : v,
    z.array(id, { message: msg.selectCartItems }).min(1, msg.selectCartItems).max(100, msg.cartFull),
  )
  .transform((ids) => [...new Set(ids)]);

export const cartItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productSendCycleId: z.number().int(),
  productName: z.string(),
  productClass: z.string(),
  categoryName: z.string(),
  productSendCycleName: z.string(),
  mainImage: z.string(),
  currentPrice: money,
  productNum: z.number().int(),
  buyMinLimit: z.number().int(),
  buyMaxLimit: z.number().int(),
  stock: z.number().int(),
  /** 1 when the product is on sale and its send cycle in stock, so the row can be ordered. */
  available: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

export const getCartList = defineCall({
  path: shopPath('cart/getList'),
  auth: true,
  encrypted: false,
  summary: "The buyer's cart, newest first",
  request: empty,
  response: z.array(cartItem),
});

export const createCartItemRequest = z.object({
  productId: id,
  productNum: quantityField,
  productSendCycleId: id,
});
export const createCartItem = defineCall({
  path: shopPath('cart/create'),
  auth: true,
  encrypted: false,
  summary: 'Add a product and send cycle to the cart (adds to the row if it is already there)',
  request: createCartItemRequest,
  response: none,
});

export const updateCartItemRequest = z.object({ id, productNum: quantityField });
export const updateCartItem = defineCall({
  path: shopPath('cart/update'),
  auth: true,
  encrypted: false,
  summary: "Set a cart row's quantity",
  request: updateCartItemRequest,
  response: none,
});

export const deleteCartItem = defineCall({
  path: shopPath('cart/del'),
  auth: true,
  encrypted: false,
  summary: 'Remove a cart row',
  request: z.object({ id }),
  response: none,
});

export const getCartNum = defineCall({
  path: shopPath('cart/getCartNum'),
  auth: true,
  encrypted: false,
  summary: 'The number of rows in the cart (the header badge)',
  request: empty,
  response: z.number().int(),
});

export const getProductAmountRequest = z.object({ cartIds: cartIdsField });
export const productAmountPreview = z.object({
  productAmount: money,
  cartModels: z.array(cartItem),
  userCouponModels: z.array(selectableCoupon),
});
export type ProductAmountPreview = z.infer<typeof productAmountPreview>;
export const getProductAmount = defineCall({
  path: shopPath('cart/getProductAmount'),
  auth: true,
  encrypted: false,
  summary: "The order preview for chosen cart rows: product amount, the rows, the buyer's coupons with `select`",
  request: getProductAmountRequest,
  response: productAmountPreview,
});

export const cartCalls = {
  getCartList,
  createCartItem,
  updateCartItem,
  deleteCartItem,
  getCartNum,
  getProductAmount,
};
