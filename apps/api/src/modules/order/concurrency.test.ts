import { describe, expect, it } from 'vitest';
import {
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

describe('POST order/create under concurrency', () => {
  it('sells exactly 5 units to 50 buyers racing in parallel requests', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Last batch', price: '3100.00', stock: 5 }] });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createReadyBuyer(ctx)));
    const carts = await Promise.all(buyers.map((b) => addToCart(ctx, b.token, product, 1)));
    const answers = await Promise.all(
      buyers.map((b, i) => placeOrder(ctx, b, { cartIds: [carts[i]], productAmount: '3100.00' })),
    );
    const won = answers.filter((a) => a.body.result === 1);
    const lost = answers.filter((a) => a.body.result !== 1);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(45);
    for (const a of lost) {
      expect(a.status).toBe(200);
      expect(a.body.msg).toMatch(/is out of stock$/);
    }
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(0);
    const sold = await ctx.deps.prisma.orderLine.aggregate({
      where: { productSendCycleId: product.sendCycleIds[0]! },
      _sum: { productNum: true },
    });
    expect(sold._sum.productNum).toBe(5);
    expect(new Set(won.map((a) => a.body.data.orderNo)).size).toBe(5);
  });

  it('uses one coupon in only one of two parallel orders', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const coupon = await grantCoupon(ctx, buyer.id, { price: '99.00' });
    const rowA = await addToCart(ctx, buyer.token, product, 1, 0);
    const other = await createTestProduct(ctx);
    const rowB = await addToCart(ctx, buyer.token, other, 1, 0);
    const [a, b] = await Promise.all(
      [rowA, rowB].map((row) =>
        placeOrder(ctx, buyer, { cartIds: [row], productAmount: '1999.00', userCouponId: coupon }),
      ),
    );
    const results = [a!.body.result, b!.body.result].sort();
    expect(results).toEqual([0, 1]);
    const refused = [a!, b!].find((x) => x.body.result === 0)!;
    expect(refused.body.msg).toBe('This coupon cannot be used for this order');
    expect(await ctx.deps.prisma.order.count({ where: { userId: buyer.id, userCouponId: coupon } })).toBe(1);
    // The refused order took no stock either.
    expect((await stockOf(ctx, product.sendCycleIds[0]!)) + (await stockOf(ctx, other.sendCycleIds[0]!))).toBe(99);
  });

  it('creates one order from a double-clicked submit', async () => {
    const buyer = await createReadyBuyer(ctx);
    const product = await createTestProduct(ctx);
    const cartId = await addToCart(ctx, buyer.token, product, 2);
    const productAmount = await previewAmount(ctx, buyer.token, [cartId]);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => placeOrder(ctx, buyer, { cartIds: [cartId], productAmount })),
    );
    expect(answers.filter((a) => a.body.result === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.result !== 1)) {
      expect(a.body.msg).toBe('Some items are no longer in your cart, please review your order');
    }
    expect(await ctx.deps.prisma.order.count({ where: { userId: buyer.id } })).toBe(1);
    expect(await stockOf(ctx, product.sendCycleIds[0]!)).toBe(48);
  });
});
