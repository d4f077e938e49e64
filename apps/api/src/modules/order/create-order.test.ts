import { createOrder, getCartNum, getOrderByOrderNo } from '@hashforge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/support/call.ts';
import { createBuyer } from '../../../test/support/factories/buyer.ts';
import {
  addAddress,
  addToCart,
  createReadyBuyer,
  grantCoupon,
  placeOrder,
  previewAmount,
  stockOf,
} from '../../../test/support/factories/buying.ts';
import { createTestProduct } from '../../../test/support/factories/catalog.ts';
import { useTestContext } from '../../../test/support/use-test-context.ts';

const ctx = useTestContext();

type Buyer = Awaited<ReturnType<typeof createReadyBuyer>>;

async function submit(buyer: Buyer, cartIds: number[], fields: Record<string, unknown> = {}) {
  const productAmount = await previewAmount(ctx, buyer.token, cartIds);
  return placeOrder(ctx, buyer, { cartIds, productAmount, ...fields });
}

describe('POST order/create: who may order', () => {
  it('refuses a buyer whose KYC is not 1 or 2, and accepts 1 and 2', async () => {
    const product = await createTestProduct(ctx);
    for (const [kycStatus, allowed] of [
      [0, false],
      [-1, false],
      [1, true],
      [2, true],
    ] as const) {
      const buyer = await createBuyer(ctx, { kycStatus });
      const addressId = await addAddress(ctx, buyer.token);
      const cartId = await addToCart(ctx, buyer.token, product, 1);
      const res = await submit({ ...buyer, addressId }, [cartId]);
      if (allowed) expect(res.body.result).toBe(1);
      else
        expect(res.body).toMatchObject({
          result: 0,
          msg: 'Please complete identity verification (KYC) before placing an order',
        });
    }
  });
});

describe('POST order/create: the mainland-China rule', () => {
  const refused = [
    'China',
    'china',
    'CHINA ',
    'Mainland China',
    'China (Mainland)',
    "People's Republic of China",
    'Peoples Republic of China',
    'PRC',
    'P.R.C.',
    '中国',
    '中国大陆',
    '中华人民共和国',
    '中國',
    '中華人民共和國',
    '大陆',
  ];
  const allowed = [
    'Hong Kong',
    'Hong Kong SAR, China',
    '香港',
    'Taiwan',
    'Taiwan, China',
    '台湾',
    '台灣',
    'Macao',
    'Macau SAR China',
    '澳门',
    '澳門',
    'Germany',
    'Indochina Trading Co. Vietnam',
  ];

  it.each(refused)('refuses an address in %s, and keeps the stock and the cart', async (country) => {
    const buyer = await createReadyBuyer(ctx);
    const addressId = await addAddress(ctx, buyer.token, { country });
    const product = await createTestProduct(ctx);
    const cartId = await addToCart(ctx, buyer.token, product, 1);
    const res = await submit({ ...buyer, addressId }, [cartId]);
    expect(res.body).toMatchObject({ result: 0, msg: 'This shop is not intended for mainland China' });
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(50);
    expect((await call(ctx, getCartNum, {}, buyer.token)).body.data).toBe(1);
  });

  it.each(allowed)('accepts an address in %s', async (country) => {
    const buyer = await createReadyBuyer(ctx);
    const addressId = await addAddress(ctx, buyer.token, { country });
    const product = await createTestProduct(ctx);
    const cartId = await addToCart(ctx, buyer.token, product, 1);
    const res = await submit({ ...buyer, addressId }, [cartId]);
    expect(res.body.result).toBe(1);
  });
});

describe('POST order/create: prices, stock and limits', () => {
  it('refuses a stale product amount and creates nothing', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '1999.00', stock: 10 }] });
    const cartId = await addToCart(ctx, buyer.token, product, 2);
    const shown = await previewAmount(ctx, buyer.token, [cartId]);
    expect(shown).toBe('3998.00');
    // The vendor raises the price while the buyer looks at the confirm page.
    await ctx.deps.prisma.productSendCycle.update({
      where: { id: product.sendCycleIds[0]! },
      data: { price: '2099.00' },
    });
    const res = await placeOrder(ctx, buyer, { cartIds: [cartId], productAmount: shown });
    expect(res.body).toMatchObject({ result: 0, msg: 'Prices have changed, please review your order' });
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(10);
    expect(await ctx.deps.prisma.order.count({ where: { userId: buyer.id } })).toBe(0);
    // Reviewing gives the new amount, which is accepted; a number works as well as a string.
    expect(await previewAmount(ctx, buyer.token, [cartId])).toBe('4198.00');
    const again = await placeOrder(ctx, buyer, { cartIds: [cartId], productAmount: 4198 });
    expect(again.body.result).toBe(1);
    const order = await call(ctx, getOrderByOrderNo, { orderNo: again.body.data.orderNo }, buyer.token);
    expect(order.body.data.orderDetailModels[0]).toMatchObject({ price: '2099.00', payableAmunt: '4198.00' });
  });

  it('refuses more than the stock, and a line outside the product limits', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, {
      buyMaxLimit: 20,
      sendCycles: [{ name: 'Spot', price: '10.00', stock: 3 }],
    });
    const cartId = await addToCart(ctx, buyer.token, product, 4);
    const res = await submit(buyer, [cartId]);
    expect(res.body).toMatchObject({ result: 0 });
    expect(res.body.msg).toMatch(/^Only 3 left of Test Miner .+ \(Spot\), please reduce the quantity$/);
    // The vendor tightened the limit after the row was added.
    await ctx.deps.prisma.product.update({ where: { id: product.id }, data: { buyMaxLimit: 2 } });
    const limited = await submit(buyer, [cartId]);
    expect(limited.body.msg).toMatch(/maximum purchase 2 piece$/);
    await ctx.deps.prisma.product.update({ where: { id: product.id }, data: { shelvesStatus: 0, buyMaxLimit: 20 } });
    const off = await submit(buyer, [cartId]);
    expect(off.body.msg).toMatch(/^This product is not available for sale/);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(3);
  });

  it('orders several rows at once: stock of each taken, every row snapshotted, the rows removed', async () => {
    const buyer = await createReadyBuyer(ctx);
    const a = await createTestProduct(ctx, { sendCycles: [{ name: 'June', price: '1500.00', stock: 4 }] });
    const b = await createTestProduct(ctx, {
      sendCycles: [
        { name: 'July', price: '800.00', stock: 6 },
        { name: 'August', price: '750.00', stock: 6 },
      ],
    });
    const rows = [
      await addToCart(ctx, buyer.token, a, 2),
      await addToCart(ctx, buyer.token, b, 1, 0),
      await addToCart(ctx, buyer.token, b, 3, 1),
    ];
    const keep = await addToCart(ctx, buyer.token, await createTestProduct(ctx), 1);
    const res = await submit(buyer, rows);
    expect(res.body.result).toBe(1);
    expect(await stockOf(ctx, a.sendCycleIds[0]!)).toBe(2);
    expect(await stockOf(ctx, b.sendCycleIds[0]!)).toBe(5);
    expect(await stockOf(ctx, b.sendCycleIds[1]!)).toBe(3);
    const order = (await call(ctx, getOrderByOrderNo, { orderNo: res.body.data.orderNo }, buyer.token)).body.data;
    expect(order.productAmount).toBe('6050.00');
    expect(order.orderDetailModels.map((l) => [l.sendCycleName, l.productNum, l.payableAmunt]).sort()).toEqual(
      [
        ['August', 3, '2250.00'],
        ['July', 1, '800.00'],
        ['June', 2, '3000.00'],
      ].sort(),
    );
    const cart = await ctx.deps.prisma.cartItem.findMany({ where: { userId: buyer.id }, select: { id: true } });
    expect(cart.map((c) => c.id)).toEqual([keep]);
    // The same rows again: they are gone.
    const again = await placeOrder(ctx, buyer, { cartIds: rows, productAmount: '6050.00' });
    expect(again.body).toMatchObject({
      result: 0,
      msg: 'Some items are no longer in your cart, please review your order',
    });
  });

  it('answers malformed input with result 0, never a fault', async () => {
    const buyer = await createReadyBuyer(ctx);
    for (const body of [
      {},
      { cartIds: 'abc', userShippingAddressId: buyer.addressId, productAmount: '1.00' },
      { cartIds: [1], userShippingAddressId: 'home', productAmount: '1.00' },
      { cartIds: [1], userShippingAddressId: buyer.addressId, productAmount: '1.234' },
      { cartIds: [1], userShippingAddressId: buyer.addressId, productAmount: { a: 1 } },
      { cartIds: Array.from({ length: 101 }, (_, i) => i + 1), userShippingAddressId: 1, productAmount: '1' },
      { cartIds: [1], userShippingAddressId: buyer.addressId, productAmount: '1.00', userCouponId: 'x' },
    ]) {
      const res = await call(ctx, createOrder, body, buyer.token);
      expect(res.status).toBe(200);
      expect(res.body.result).toBe(0);
      expect(res.body.msg).not.toBe('Network exception');
    }
    const noAddress = await call(ctx, createOrder, { cartIds: [1], productAmount: '1.00' }, buyer.token);
    expect(noAddress.body.msg).toBe('Please select a shipping address');
  });
});

describe('POST order/create: coupons', () => {
  async function withCoupon(
    buyer: Buyer,
    product: Awaited<ReturnType<typeof createTestProduct>>,
    quantity: number,
    couponId: number,
  ) {
    const cartId = await addToCart(ctx, buyer.token, product, quantity);
    return submit(buyer, [cartId], { userCouponId: couponId });
  }

  it('type 1 (general) applies to any order', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const coupon = await grantCoupon(ctx, buyer.id, { price: '150.00' });
    const res = await withCoupon(buyer, product, 1, coupon);
    const order = (await call(ctx, getOrderByOrderNo, { orderNo: res.body.data.orderNo }, buyer.token)).body.data;
    expect(order).toMatchObject({ productAmount: '1999.00', couponAmount: '150.00', payableAmunt: '1849.00' });
  });

  it('type 2 applies only when a line matches its productClass and productCategoryName', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { productClass: 'Antminer', category: { name: 'S21 Pro' } });
    const other = await createTestProduct(ctx, { productClass: 'Antminer', category: { name: 'S19 XP' } });
    const matching = await grantCoupon(ctx, buyer.id, {
      type: 2,
      productClass: 'Antminer',
      productCategoryName: 'S21 Pro',
    });
    const otherCoupon = await grantCoupon(ctx, buyer.id, {
      type: 2,
      productClass: 'Antminer',
      productCategoryName: 'S21 Pro',
    });
    expect((await withCoupon(buyer, other, 1, otherCoupon)).body).toMatchObject({
      result: 0,
      msg: 'This coupon cannot be used for this order',
    });
    await ctx.deps.prisma.cartItem.deleteMany({ where: { userId: buyer.id } });
    expect((await withCoupon(buyer, product, 1, matching)).body.result).toBe(1);
  });

  it('type 3 applies from its spend threshold (product amount >= excessAmount)', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Spot', price: '1000.00', stock: 10 }] });
    const threshold = await grantCoupon(ctx, buyer.id, { type: 3, excessAmount: '2000.00', price: '120.00' });
    expect((await withCoupon(buyer, product, 1, threshold)).body.msg).toBe('This coupon cannot be used for this order');
    await ctx.deps.prisma.cartItem.deleteMany({ where: { userId: buyer.id } });
    const res = await withCoupon(buyer, product, 2, threshold);
    expect(res.body.result).toBe(1);
    const order = (await call(ctx, getOrderByOrderNo, { orderNo: res.body.data.orderNo }, buyer.token)).body.data;
    expect(order).toMatchObject({ productAmount: '2000.00', couponAmount: '120.00', payableAmunt: '1880.00' });
  });

  it('refuses a used, expired, not yet started or another buyer’s coupon', async () => {
    const buyer = await createReadyBuyer(ctx);
    const stranger = await createBuyer(ctx);
    const product = await createTestProduct(ctx);
    const now = ctx.clock.now().getTime();
    const cases = [
      [await grantCoupon(ctx, buyer.id, { status: 2 }), 'This coupon cannot be used for this order'],
      [
        await grantCoupon(ctx, buyer.id, { endTime: new Date(now - 1000) }),
        'This coupon cannot be used for this order',
      ],
      [
        await grantCoupon(ctx, buyer.id, { startTime: new Date(now + 3600_000) }),
        'This coupon cannot be used for this order',
      ],
      [await grantCoupon(ctx, stranger.id), 'Coupon not found'],
    ] as const;
    const cartId = await addToCart(ctx, buyer.token, product, 1);
    for (const [couponId, message] of cases) {
      const res = await submit(buyer, [cartId], { userCouponId: couponId });
      expect(res.body).toMatchObject({ result: 0, msg: message });
    }
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(50);
  });

  it('uses a coupon on one order only', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const coupon = await grantCoupon(ctx, buyer.id);
    expect((await withCoupon(buyer, product, 1, coupon)).body.result).toBe(1);
    const second = await withCoupon(buyer, product, 1, coupon);
    expect(second.body).toMatchObject({ result: 0, msg: 'This coupon cannot be used for this order' });
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(49);
  });
});
