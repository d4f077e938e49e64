import {
  createCartItem,
  deleteCartItem,
  getCartList,
  getCartNum,
  getProductAmount,
  updateCartItem,
} from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import { addToCart, grantCoupon } from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();

describe('POST cart/create', () => {
  it('adds a product and answers `added to cart`; adding it again adds to the same row', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createTestProduct(ctx);
    const first = await call(
      ctx,
      createCartItem,
      { productId: product.id, productSendCycleId: product.sendCycleIds[0], productNum: 2 },
      buyer.token,
    );
    expect(first.body).toMatchObject({ result: 1, msg: 'added to cart', data: null });
    await call(
      ctx,
      createCartItem,
      { productId: product.id, productSendCycleId: product.sendCycleIds[0], productNum: 3 },
      buyer.token,
    );
    const list = await call(ctx, getCartList, {}, buyer.token);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      productId: product.id,
      productCode: product.productCode,
      productName: `Test Miner ${product.productCode}`,
      productSendCycleName: 'Spot, ships in 3 days',
      currentPrice: '1999.00',
      productNum: 5,
      buyMinLimit: 1,
      buyMaxLimit: 99999,
      available: 1,
    });
    expect(list.body.data[0]!.mainImage).toBe('/images/test-main.svg');
    expect((await call(ctx, getCartNum, {}, buyer.token)).body.data).toBe(1);
  });

  it('keeps the quantity within buyMinLimit..buyMaxLimit and 1..99999', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createTestProduct(ctx, { buyMinLimit: 2, buyMaxLimit: 5 });
    const add = (productNum: unknown) =>
      call(
        ctx,
        createCartItem,
        { productId: product.id, productSendCycleId: product.sendCycleIds[0], productNum },
        buyer.token,
      );
    expect((await add(1)).body).toMatchObject({ result: 0, msg: 'purchase at least 2 piece' });
    expect((await add(6)).body).toMatchObject({ result: 0, msg: 'maximum purchase 5 piece' });
    expect((await add(0)).body).toMatchObject({ result: 0, msg: 'The quantity must be 1 to 99999' });
    expect((await add(100000)).body).toMatchObject({ result: 0, msg: 'The quantity must be 1 to 99999' });
    expect((await add('two')).body).toMatchObject({ result: 0, msg: 'The quantity must be 1 to 99999' });
    expect((await add(1.5)).body).toMatchObject({ result: 0, msg: 'The quantity must be 1 to 99999' });
    expect((await add(3)).body.result).toBe(1);
    // 3 + 3 would pass the maximum of 5: refused, the row keeps 3.
    expect((await add(3)).body).toMatchObject({ result: 0, msg: 'maximum purchase 5 piece' });
    const list = await call(ctx, getCartList, {}, buyer.token);
    expect(list.body.data[0]!.productNum).toBe(3);
  });

  it('refuses a product that is not on sale, out of stock, or a send cycle of another product', async () => {
    const buyer = await createBuyer(ctx);
    const off = await createTestProduct(ctx, { shelvesStatus: 0 });
    const empty = await createTestProduct(ctx, { sendCycles: [{ name: 'Sold out', price: '10.00', stock: 0 }] });
    const other = await createTestProduct(ctx);
    const add = (productId: number, productSendCycleId: number) =>
      call(ctx, createCartItem, { productId, productSendCycleId, productNum: 1 }, buyer.token);
    expect((await add(off.id, off.sendCycleIds[0]!)).body).toMatchObject({
      result: 0,
      msg: 'This product is not available for sale',
    });
    expect((await add(empty.id, empty.sendCycleIds[0]!)).body).toMatchObject({ result: 0, msg: 'Out of stock' });
    expect((await add(other.id, off.sendCycleIds[0]!)).body).toMatchObject({ result: 0, msg: 'Product not found' });
  });

  it('needs a login', async () => {
    const res = await call(ctx, createCartItem, { productId: 1, productSendCycleId: 1, productNum: 1 });
    expect(res.body.result).toBe(-9999);
  });
});

describe('POST cart/update and cart/del', () => {
  it('sets a row quantity within bounds and deletes a row', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createTestProduct(ctx, { buyMaxLimit: 10 });
    const id = await addToCart(ctx, buyer.token, product, 1);
    expect((await call(ctx, updateCartItem, { id, productNum: 4 }, buyer.token)).body.result).toBe(1);
    expect((await call(ctx, updateCartItem, { id, productNum: 11 }, buyer.token)).body).toMatchObject({
      result: 0,
      msg: 'maximum purchase 10 piece',
    });
    expect((await call(ctx, getCartList, {}, buyer.token)).body.data[0]!.productNum).toBe(4);
    expect((await call(ctx, deleteCartItem, { id }, buyer.token)).body.result).toBe(1);
    expect((await call(ctx, deleteCartItem, { id }, buyer.token)).body).toMatchObject({
      result: 0,
      msg: 'Cart item not found',
    });
    expect((await call(ctx, getCartNum, {}, buyer.token)).body.data).toBe(0);
  });
});

describe('POST cart/getProductAmount', () => {
  it('sums the chosen rows and flags the coupons that apply', async () => {
    const buyer = await createBuyer(ctx);
    const a = await createTestProduct(ctx, { sendCycles: [{ name: 'A', price: '1000.50', stock: 9 }] });
    const b = await createTestProduct(ctx, { sendCycles: [{ name: 'B', price: '250.25', stock: 9 }] });
    const rowA = await addToCart(ctx, buyer.token, a, 2);
    const rowB = await addToCart(ctx, buyer.token, b, 1);
    const general = await grantCoupon(ctx, buyer.id, { price: '50.00' });
    const tooHigh = await grantCoupon(ctx, buyer.id, { type: 3, excessAmount: '5000.00' });
    const used = await grantCoupon(ctx, buyer.id, { status: 2 });
    const res = await call(ctx, getProductAmount, { cartIds: `${rowA},${rowB}` }, buyer.token);
    expect(res.body.data.productAmount).toBe('2251.25');
    expect(res.body.data.cartModels.map((r) => r.id).sort()).toEqual([rowA, rowB].sort());
    const flags = Object.fromEntries(res.body.data.userCouponModels.map((c) => [c.id, c.select]));
    expect(flags).toEqual({ [general]: 1, [tooHigh]: 0 });
    expect(flags[used]).toBeUndefined();
    expect((await call(ctx, getProductAmount, { cartIds: [] }, buyer.token)).body).toMatchObject({
      result: 0,
      msg: 'Please select at least one item',
    });
  });
});
