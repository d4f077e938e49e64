import {
  confirmLogistics,
  createKyc,
  createOrder,
  createPaymentProof,
  getCartNum,
  getKycStatue,
  getOrderByOrderNo,
  getOrderPager,
  getProductAmount,
  updatePayMethod,
} from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import {
  addAddress,
  addToCart,
  createReadyBuyer,
  grantCoupon,
  kycForm,
  orderProduct,
  stockOf,
  uploadImage,
} from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';
import { addShipment } from './add-shipment.ts';
import { approvePaymentProof, failPaymentProof } from './payment-proofs/review-payment-proof.ts';

const ctx = useTestContext();

async function orderByNo(token: string, orderNo: string) {
  const res = await call(ctx, getOrderByOrderNo, { orderNo }, token);
  expect(res.body.result).toBe(1);
  return res.body.data;
}

async function submitProof(token: string, orderNo: string, amount: string) {
  const image = await uploadImage(ctx, token);
  return call(ctx, createPaymentProof, { orderNo, fileModels: [image], currentPayAmount: amount }, token);
}

async function emailsTo(email: string): Promise<string[]> {
  const jobs = await ctx.deps.queues.notify.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.filter((j) => j.data.to === email).map((j) => j.data.subject as string);
}

describe('the purchase path', () => {
  it('takes a new buyer from KYC to a paid, shipped and completed order', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createTestProduct(ctx, {
      sendCycles: [{ name: 'Batch June', price: '2450.00', stock: 7 }],
    });

    // KYC: documents are the buyer's own uploads; submitting sets status 1, which may order.
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(0);
    const documents = [await uploadImage(ctx, buyer.token), await uploadImage(ctx, buyer.token)];
    const selfies = [await uploadImage(ctx, buyer.token)];
    const kyc = await call(ctx, createKyc, kycForm({ documents, selfies }), buyer.token);
    expect(kyc.body).toMatchObject({ result: 1, msg: 'success' });
    expect((await call(ctx, getKycStatue, {}, buyer.token)).body.data).toBe(1);
    const kycRow = await ctx.deps.prisma.kyc.findUniqueOrThrow({
      where: { userId: buyer.id },
      include: { files: true },
    });
    expect(kycRow.files.map((f) => f.fileId).sort()).toEqual([...documents, ...selfies].map((f) => f.id).sort());

    // Address, cart, preview.
    const addressId = await addAddress(ctx, buyer.token);
    const cartId = await addToCart(ctx, buyer.token, product, 2);
    expect((await call(ctx, getCartNum, {}, buyer.token)).body.data).toBe(1);
    const preview = await call(ctx, getProductAmount, { cartIds: [cartId] }, buyer.token);
    expect(preview.body.data).toMatchObject({ productAmount: '4900.00', cartModels: [{ id: cartId, productNum: 2 }] });

    // Order: stock taken, cart row gone, snapshots kept.
    const created = await call(
      ctx,
      createOrder,
      { cartIds: [cartId], userShippingAddressId: addressId, productAmount: '4900.00' },
      buyer.token,
    );
    expect(created.body.result).toBe(1);
    const orderNo = created.body.data.orderNo;
    expect(orderNo).toMatch(/^SO[A-Z2-9]{14}$/);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(5);
    expect((await call(ctx, getCartNum, {}, buyer.token)).body.data).toBe(0);
    let order = await orderByNo(buyer.token, orderNo);
    expect(order).toMatchObject({
      orderStatus: 10,
      orderType: 1,
      payType: 0,
      payTypeStr: '',
      productAmount: '4900.00',
      discountAmount: '0.00',
      payableAmunt: '4900.00',
      orderDetailModels: [
        {
          productClass: 'HashForge Test',
          sendCycleName: 'Batch June',
          productNum: 2,
          sendProductNum: 0,
          payableAmunt: '4900.00',
        },
      ],
      orderAddressModels: [{ receiverName: 'Erika Mustermann', country: 'Germany', mobileCode: '+49' }],
      logisticsModels: [],
      orderAgingModels: [],
    });
    expect(order.orderAddressModels[0]!.address).toContain('Heidestrasse 17');
    expect(await emailsTo(buyer.email)).toContain(`Order ${orderNo} received`);

    // Pay method: USD bank wire only.
    const pay = await call(ctx, updatePayMethod, { orderNo, payType: 3 }, buyer.token);
    expect(pay.body.result).toBe(1);
    expect((await call(ctx, updatePayMethod, { orderNo, payType: 1 }, buyer.token)).body).toMatchObject({
      result: 0,
      msg: 'Only USD bank wire (payType 3) is offered',
    });
    expect(await orderByNo(buyer.token, orderNo)).toMatchObject({ payType: 3, payTypeStr: 'USD' });

    // A first proof for part of the amount: 20 while it is reviewed.
    const first = await submitProof(buyer.token, orderNo, '3000');
    expect(first.body).toMatchObject({ result: 1, msg: 'submit success' });
    order = await orderByNo(buyer.token, orderNo);
    expect(order.orderStatus).toBe(20);
    expect(order.orderAgingModels).toHaveLength(1);
    expect(order.orderAgingModels[0]).toMatchObject({ currentPayAmount: '3000.00', financeStatus: 0 });
    expect(order.orderAgingModels[0]!.fileModels[0]!.fileUrl).toMatch(/\/files\/private\/.+sig=/);

    // No second proof while one is under review.
    expect((await submitProof(buyer.token, orderNo, '1900')).body).toMatchObject({
      result: 0,
      msg: 'A payment proof can be uploaded only while the order awaits payment',
    });

    // Approved but short: 25 (balance payment).
    const firstId = order.orderAgingModels[0]!.id;
    expect(await approvePaymentProof(ctx.deps, null, firstId, '3000.00')).toEqual({ orderNo, orderStatus: 25 });
    order = await orderByNo(buyer.token, orderNo);
    expect(order).toMatchObject({ orderStatus: 25, paidAmount: '3000.00' });
    await expect(approvePaymentProof(ctx.deps, null, firstId, '3000.00')).rejects.toThrow(
      'This proof was already approved',
    );

    // A balance proof that fails goes back to 25, as part was already approved.
    expect((await submitProof(buyer.token, orderNo, '1900')).body.result).toBe(1);
    order = await orderByNo(buyer.token, orderNo);
    expect(order.orderStatus).toBe(20);
    expect(await failPaymentProof(ctx.deps, null, order.orderAgingModels[1]!.id, 'Amount not received')).toEqual({
      orderNo,
      orderStatus: 25,
    });

    // The balance proof approved: covered, 30.
    expect((await submitProof(buyer.token, orderNo, '1900.00')).body.result).toBe(1);
    order = await orderByNo(buyer.token, orderNo);
    expect(await approvePaymentProof(ctx.deps, null, order.orderAgingModels[2]!.id, '1900.00')).toEqual({
      orderNo,
      orderStatus: 30,
    });
    order = await orderByNo(buyer.token, orderNo);
    expect(order).toMatchObject({ orderStatus: 30, paidAmount: '4900.00' });
    expect(order.orderAgingModels.map((a) => a.financeStatus)).toEqual([1, 2, 1]);
    expect((await submitProof(buyer.token, orderNo, '1')).body.result).toBe(0);
    const subjects = await emailsTo(buyer.email);
    expect(subjects).toContain(`Payment for order ${orderNo} approved`);
    expect(subjects).toContain(`Payment proof for order ${orderNo} not accepted`);

    // Shipping in two parts: 35, then 40; the buyer confirms both: 50.
    const lineId = order.orderDetailModels[0]!.id;
    const orderId = order.id;
    expect(
      await addShipment(ctx.deps, orderId, {
        logisticsName: 'DHL',
        logisticsNo: 'JD0001',
        lines: [{ orderLineId: lineId, productNum: 1 }],
      }),
    ).toMatchObject({ orderStatus: 35 });
    await expect(
      addShipment(ctx.deps, orderId, {
        logisticsName: 'DHL',
        logisticsNo: 'JD0002',
        lines: [{ orderLineId: lineId, productNum: 2 }],
      }),
    ).rejects.toThrow('Only 1 of');
    order = await orderByNo(buyer.token, orderNo);
    expect(order.logisticsModels[0]).toMatchObject({
      logisticsName: 'DHL',
      logisticsNo: 'JD0001',
      receiverName: 'Erika Mustermann',
      sendStatus: 1,
      logisticsProductRecordModels: [{ productClass: 'HashForge Test', productNum: 1 }],
    });
    expect((await call(ctx, confirmLogistics, { id: order.logisticsModels[0]!.id }, buyer.token)).body.result).toBe(1);
    expect((await orderByNo(buyer.token, orderNo)).orderStatus).toBe(35);
    expect((await call(ctx, confirmLogistics, { id: order.logisticsModels[0]!.id }, buyer.token)).body).toMatchObject({
      result: 0,
      msg: 'This shipment has already been confirmed',
    });
    await addShipment(ctx.deps, orderId, {
      logisticsName: 'FedEx',
      logisticsNo: 'FX9',
      lines: [{ orderLineId: lineId, productNum: 1 }],
    });
    order = await orderByNo(buyer.token, orderNo);
    expect(order.orderStatus).toBe(40);
    expect(order.orderDetailModels[0]!.sendProductNum).toBe(2);
    expect((await call(ctx, confirmLogistics, { id: order.logisticsModels[1]!.id }, buyer.token)).body.result).toBe(1);
    expect((await orderByNo(buyer.token, orderNo)).orderStatus).toBe(50);

    // The order list, by tab.
    const finished = await call(ctx, getOrderPager, { page: 1, limit: 10, statusList: [50] }, buyer.token);
    expect(finished.body.data).toMatchObject({ total: 1, list: [{ orderNo }] });
    const unpaid = await call(ctx, getOrderPager, { page: 1, limit: 10, statusList: [10] }, buyer.token);
    expect(unpaid.body.data.total).toBe(0);
  });

  it('returns an order to unpaid (10) when its only proof fails, and it can be paid again', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const orderNo = await orderProduct(ctx, buyer, product, 1);
    expect((await submitProof(buyer.token, orderNo, '1999.00')).body.result).toBe(1);
    const proofId = (await orderByNo(buyer.token, orderNo)).orderAgingModels[0]!.id;
    expect(await failPaymentProof(ctx.deps, null, proofId, 'Transfer not found')).toEqual({ orderNo, orderStatus: 10 });
    await expect(approvePaymentProof(ctx.deps, null, proofId, '1999.00')).rejects.toThrow(
      'This proof was already failed',
    );
    expect((await orderByNo(buyer.token, orderNo)).orderStatus).toBe(10);
    expect((await submitProof(buyer.token, orderNo, '1999.00')).body.result).toBe(1);
    const again = await orderByNo(buyer.token, orderNo);
    expect(await approvePaymentProof(ctx.deps, null, again.orderAgingModels[1]!.id, '1999.00')).toEqual({
      orderNo,
      orderStatus: 30,
    });
  });

  it('applies a coupon: payable is product minus coupon, never below 0', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '80.00', stock: 5 }] });
    const couponId = await grantCoupon(ctx, buyer.id, { price: '100.00' });
    const orderNo = await orderProduct(ctx, buyer, product, 1, { couponId });
    const order = await orderByNo(buyer.token, orderNo);
    // Nothing to pay: nothing to expire, but finance confirms it before the warehouse sees it (nothing-payable.test.ts).
    expect(order).toMatchObject({
      productAmount: '80.00',
      couponAmount: '80.00',
      payableAmunt: '0.00',
      orderStatus: 20,
    });
    const coupon = await ctx.deps.prisma.userCoupon.findUniqueOrThrow({ where: { id: couponId } });
    expect(coupon).toMatchObject({ status: 2, orderId: order.id });
  });
});
