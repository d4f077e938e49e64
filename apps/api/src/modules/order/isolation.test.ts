import {
  confirmLogistics,
  createKyc,
  createOrder,
  createPaymentProof,
  deleteAddress,
  deleteCartItem,
  getAddressList,
  getCartList,
  getOrderByOrderNo,
  getOrderPager,
  getProductAmount,
  updateAddress,
  updateCartItem,
  updatePayMethod,
} from '@hashforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import {
  addToCart,
  createReadyBuyer,
  germanAddress,
  kycForm,
  orderProduct,
  placeOrder,
  uploadImage,
} from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { addShipment } from './add-shipment.ts';

const ctx = useTestContext();

/**
 * Buyer A owns a cart row, an address, a paid and shipped order with a proof, and uploaded files.
 * Buyer B tries each of them with A's ids and must be answered as if they did not exist.
 */
describe('a buyer never reaches another buyer’s data', () => {
  let a: Awaited<ReturnType<typeof createReadyBuyer>>;
  let b: Awaited<ReturnType<typeof createReadyBuyer>>;
  let cartId: number;
  let orderNo: string;
  let logisticsId: number;
  let fileIds: number[];

  beforeAll(async () => {
    a = await createReadyBuyer(ctx);
    b = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    orderNo = await orderProduct(ctx, a, product, 1);
    const files = [await uploadImage(ctx, a.token), await uploadImage(ctx, a.token)];
    fileIds = files.map((f) => f.id);
    const proof = await call(
      ctx,
      createPaymentProof,
      { orderNo, fileModels: [files[0]!], currentPayAmount: '1999' },
      a.token,
    );
    expect(proof.body.result).toBe(1);
    const order = await ctx.deps.prisma.order.findUniqueOrThrow({ where: { orderNo }, include: { lines: true } });
    await ctx.deps.prisma.order.update({ where: { id: order.id }, data: { orderStatus: 30 } });
    logisticsId = (
      await addShipment(ctx.deps, order.id, {
        logisticsName: 'DHL',
        logisticsNo: 'A-1',
        lines: [{ orderLineId: order.lines[0]!.id, productNum: 1 }],
      })
    ).id;
    cartId = await addToCart(ctx, a.token, product, 2);
  });

  it('cart rows: update, delete, preview and order with A’s row all fail; A’s row is untouched', async () => {
    expect((await call(ctx, updateCartItem, { id: cartId, productNum: 5 }, b.token)).body).toMatchObject({
      result: 0,
      msg: 'Cart item not found',
    });
    expect((await call(ctx, deleteCartItem, { id: cartId }, b.token)).body).toMatchObject({
      result: 0,
      msg: 'Cart item not found',
    });
    expect((await call(ctx, getProductAmount, { cartIds: [cartId] }, b.token)).body).toMatchObject({
      result: 0,
      msg: 'Cart item not found',
    });
    const steal = await placeOrder(ctx, b, { cartIds: [cartId], productAmount: '3998.00' });
    expect(steal.body.result).toBe(0);
    expect((await call(ctx, getCartList, {}, b.token)).body.data).toEqual([]);
    const mine = await call(ctx, getCartList, {}, a.token);
    expect(mine.body.data).toMatchObject([{ id: cartId, productNum: 2 }]);
  });

  it('addresses: edit, set default, delete, list and ordering to A’s address all fail', async () => {
    const notFound = { result: 0, msg: 'Shipping address not found' };
    expect(
      (await call(ctx, updateAddress, { id: a.addressId, ...germanAddress, city: 'X' }, b.token)).body,
    ).toMatchObject(notFound);
    expect((await call(ctx, updateAddress, { id: a.addressId, defaultStatus: 1 }, b.token)).body).toMatchObject(
      notFound,
    );
    expect((await call(ctx, deleteAddress, { id: a.addressId }, b.token)).body).toMatchObject(notFound);
    const listed = await call(ctx, getAddressList, {}, b.token);
    expect(listed.body.data.map((x) => x.id)).toEqual([b.addressId]);
    const product = await createTestProduct(ctx);
    const bCart = await addToCart(ctx, b.token, product, 1);
    const res = await call(
      ctx,
      createOrder,
      { cartIds: [bCart], userShippingAddressId: a.addressId, productAmount: '1999.00' },
      b.token,
    );
    expect(res.body).toMatchObject(notFound);
    const kept = await call(ctx, getAddressList, {}, a.token);
    expect(kept.body.data[0]).toMatchObject({ id: a.addressId, city: germanAddress.city, defaultStatus: 1 });
  });

  it('orders: reading, listing, paying, proving and confirming A’s order all fail', async () => {
    expect((await call(ctx, getOrderByOrderNo, { orderNo }, b.token)).body).toMatchObject({
      result: 0,
      msg: 'Order not found',
    });
    expect((await call(ctx, getOrderPager, { page: 1, limit: 10, statusList: [] }, b.token)).body.data.total).toBe(0);
    expect((await call(ctx, updatePayMethod, { orderNo, payType: 3 }, b.token)).body).toMatchObject({
      result: 0,
      msg: 'Order not found',
    });
    const bImage = await uploadImage(ctx, b.token);
    const proof = await call(
      ctx,
      createPaymentProof,
      { orderNo, fileModels: [bImage], currentPayAmount: '1' },
      b.token,
    );
    expect(proof.body).toMatchObject({ result: 0, msg: 'Order not found' });
    expect((await call(ctx, confirmLogistics, { id: logisticsId }, b.token)).body).toMatchObject({
      result: 0,
      msg: 'Logistics record not found',
    });
    const order = await call(ctx, getOrderByOrderNo, { orderNo }, a.token);
    expect(order.body.data).toMatchObject({ orderStatus: 40, payType: 0 });
    expect(order.body.data.logisticsModels[0]!.sendStatus).toBe(1);
    expect(order.body.data.orderAgingModels).toHaveLength(1);
  });

  it('files and proofs: A’s uploads cannot be attached to B’s proof or KYC', async () => {
    const c = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const cOrder = await orderProduct(ctx, c, product, 1);
    const proof = await call(
      ctx,
      createPaymentProof,
      { orderNo: cOrder, fileModels: [{ id: fileIds[1]! }], currentPayAmount: '1999' },
      c.token,
    );
    expect(proof.body).toMatchObject({ result: 0, msg: 'File not found' });
    const newcomer = await createBuyer(ctx);
    const own = await uploadImage(ctx, newcomer.token);
    const kyc = await call(
      ctx,
      createKyc,
      kycForm({ documents: [own], selfies: [{ id: fileIds[1]!, fileUrl: 'x', fileName: 'x', fileSize: 1 }] }),
      newcomer.token,
    );
    expect(kyc.body).toMatchObject({ result: 0, msg: 'File not found' });
    expect(await ctx.deps.prisma.kyc.count({ where: { userId: newcomer.id } })).toBe(0);
    // A's proof images are served only through A's order, as signed URLs.
    const mine = await call(ctx, getOrderByOrderNo, { orderNo }, a.token);
    expect(mine.body.data.orderAgingModels[0]!.fileModels[0]!.fileUrl).toMatch(/expires=\d+&sig=/);
  });
});
