import { getProduct, getProductList } from '@hashforge/contract';
import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { describe, expect, it } from 'vitest';
import { call } from '#api/test/support/call.ts';
import { addToCart, createReadyBuyer, placeOrder, stockOf } from '#api/test/support/factories/buying.ts';
import { createTestProduct } from '#api/test/support/factories/catalog.ts';
import { useStaffSession } from '#api/test/support/use-staff-session.ts';
import { useTestContext } from '#api/test/support/use-test-context.ts';

const ctx = useTestContext();
const merchandiser = useStaffSession(ctx, 'merchandiser');

async function shopListCodes(): Promise<string[]> {
  const res = await call(ctx, getProductList, { page: 1, limit: 100 });
  return res.body.data.list.map((p) => p.productCode);
}

describe('the catalogue desk', () => {
  it('hides a product from product/getList and product/get at once, and brings it back', async () => {
    const product = await createTestProduct(ctx);
    // Warm the shop's answer cache first: the change must not wait for it to expire.
    expect(await shopListCodes()).toContain(product.productCode);
    expect((await call(ctx, getProduct, { code: product.productCode })).body.result).toBe(1);

    const list = await merchandiser.call(catalogDesk.listProducts, {
      page: 1,
      limit: 20,
      keyword: product.productCode,
    });
    expect(list.body.data).toMatchObject({
      total: 1,
      list: [{ productId: product.id, productCode: product.productCode, shelvesStatus: 1, listed: true }],
    });

    const hidden = await merchandiser.call(catalogDesk.updateProduct, { productId: product.id, listed: false });
    expect(hidden.body.data).toMatchObject({ productId: product.id, listed: false, shelvesStatus: 1 });
    expect(await shopListCodes()).not.toContain(product.productCode);
    expect((await call(ctx, getProduct, { code: product.productCode })).body.result).toBe(0);
    // Staff still see it.
    const staffList = await merchandiser.call(catalogDesk.listProducts, {
      page: 1,
      limit: 20,
      keyword: product.productCode,
    });
    expect(staffList.body.data.list[0]?.listed).toBe(false);

    await merchandiser.call(catalogDesk.updateProduct, { productId: product.id, listed: true, shelvesStatus: 2 });
    expect(await shopListCodes()).toContain(product.productCode);
    expect((await call(ctx, getProduct, { code: product.productCode })).body.data.shelvesStatus).toBe(2);

    const limits = await merchandiser.call(catalogDesk.updateProduct, {
      productId: product.id,
      buyMinLimit: 5,
      buyMaxLimit: 2,
    });
    expect(limits.body).toMatchObject({ result: 0 });
    const audit = await ctx.deps.prisma.auditEvent.findMany({
      where: { entityType: 'product', entityId: String(product.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.after)).toEqual([{ listed: false }, { listed: true, shelvesStatus: 2 }]);
  });

  it('changes price and stock by a recorded delta; product/get shows them; an absolute count is checked against what staff saw', async () => {
    const product = await createTestProduct(ctx);
    const cycleId = product.sendCycleIds[0]!;
    const res = await merchandiser.call(catalogDesk.updateSendCycle, {
      productSendCycleId: cycleId,
      price: '1899.50',
      stockDelta: 10,
      reason: 'Container arrived',
    });
    expect(res.body.data).toEqual({ productSendCycleId: cycleId, price: '1899.50', stock: 60, stockStatus: 1 });
    const shop = await call(ctx, getProduct, { code: product.productCode });
    expect(shop.body.data.productSendCycleModels[0]).toMatchObject({ price: '1899.50', stock: 60 });

    // An absolute count against a stale look is refused and changes nothing.
    const stale = await merchandiser.call(catalogDesk.updateSendCycle, {
      productSendCycleId: cycleId,
      stock: 40,
      expectedStock: 50,
      reason: 'Stocktake',
    });
    expect(stale.body.result).toBe(0);
    expect(stale.body.msg).toContain('now 60');
    const counted = await merchandiser.call(catalogDesk.updateSendCycle, {
      productSendCycleId: cycleId,
      stock: 55,
      expectedStock: 60,
      reason: 'Stocktake',
    });
    expect(counted.body.data.stock).toBe(55);
    // docs/backoffice.md section 8's call: a bare count, recorded as the movement it makes.
    const bare = await merchandiser.call(catalogDesk.updateSendCycle, { productSendCycleId: cycleId, stock: 52 });
    expect(bare.body.data.stock).toBe(52);
    const movement = await ctx.deps.prisma.stockMovement.findFirstOrThrow({
      where: { productSendCycleId: cycleId },
      orderBy: { id: 'desc' },
    });
    expect(movement).toMatchObject({ delta: -3, stockAfter: 52, reason: 'Counted 52' });
    await merchandiser.call(catalogDesk.updateSendCycle, { productSendCycleId: cycleId, stock: 55 });
    // Never below zero; a stock change needs a reason.
    const below = await merchandiser.call(catalogDesk.updateSendCycle, {
      productSendCycleId: cycleId,
      stockDelta: -56,
      reason: 'Damaged',
    });
    expect(below.body.result).toBe(0);
    const noReason = await merchandiser.call(catalogDesk.updateSendCycle, {
      productSendCycleId: cycleId,
      stockDelta: 1,
    });
    expect(noReason.body.result).toBe(0);
    expect(await stockOf(ctx, cycleId)).toBe(55);

    const movements = await merchandiser.call(catalogDesk.listStockMovements, {
      page: 1,
      limit: 20,
      productSendCycleId: cycleId,
    });
    expect(movements.body.data.list.map((m) => [m.delta, m.stockAfter, m.reason, m.staffId !== null])).toEqual([
      [3, 55, 'Counted 55', true],
      [-3, 52, 'Counted 52', true],
      [-5, 55, 'Stocktake', true],
      [10, 60, 'Container arrived', true],
    ]);
  });

  it('stock deltas while orders are being placed: no unit lost or sold twice', async () => {
    const product = await createTestProduct(ctx, { sendCycles: [{ name: 'Race', price: '100.00', stock: 10 }] });
    const cycleId = product.sendCycleIds[0]!;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createReadyBuyer(ctx)));
    const carts = await Promise.all(buyers.map((b) => addToCart(ctx, b.token, product, 1)));
    // 20 buyers order one unit each while staff add 5 units five times and remove 2 units three times.
    const orders = buyers.map((b, i) => placeOrder(ctx, b, { cartIds: [carts[i]], productAmount: '100.00' }));
    const deltas = [5, -2, 5, -2, 5, -2, 5, 5].map((stockDelta) =>
      merchandiser.call(catalogDesk.updateSendCycle, { productSendCycleId: cycleId, stockDelta, reason: 'Race' }),
    );
    const [orderAnswers, deltaAnswers] = await Promise.all([Promise.all(orders), Promise.all(deltas)]);
    const sold = orderAnswers.filter((a) => a.body.result === 1).length;
    const applied = await ctx.deps.prisma.stockMovement.aggregate({
      where: { productSendCycleId: cycleId },
      _sum: { delta: true },
    });
    const lines = await ctx.deps.prisma.orderLine.aggregate({
      where: { productSendCycleId: cycleId },
      _sum: { productNum: true },
    });
    // Every unit is accounted for: start + staff deltas = sold + left; none below zero.
    expect(lines._sum.productNum ?? 0).toBe(sold);
    const left = await stockOf(ctx, cycleId);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(10 + (applied._sum.delta ?? 0)).toBe(sold + left);
    // Each staff answer names the stock it left, and the accepted ones are exactly the movements recorded.
    const accepted = deltaAnswers.filter((a) => a.body.result === 1).length;
    expect(await ctx.deps.prisma.stockMovement.count({ where: { productSendCycleId: cycleId } })).toBe(accepted);
    expect(sold).toBeGreaterThanOrEqual(10);
  });
});
