import { type CartItem, msg, type ProductAmountPreview, QUANTITY_MAX } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import {
  getSaleableCycles,
  isOnSale,
  quantityRefusal,
  type SaleableCycle,
  type SaleRefusal,
  saleRefusal,
} from '../catalog/stock.ts';
import { listCouponsForLines } from '../coupon/coupon.service.ts';

type CartDeps = Pick<Deps, 'prisma' | 'sql' | 'storage' | 'clock'>;

export const MAX_CART_ROWS = 100;

/** A refusal of the sale rules as the cart answers it: quantity bounds against the quantity field. */
function refuse(refusal: SaleRefusal): never {
  switch (refusal.reason) {
    case 'soldOut':
      throw AppError.refused(msg.outOfStock);
    case 'offSale':
      throw AppError.refused(msg.productUnavailable);
    case 'quantityRange':
      throw AppError.field('productNum', msg.quantityRange);
    case 'belowMin':
      throw AppError.field('productNum', msg.minPurchase(refusal.min));
    case 'aboveMax':
      throw AppError.field('productNum', msg.maxPurchase(refusal.max));
    case 'stockShort':
      throw AppError.refused(msg.outOfStock);
  }
}

export interface CartRow {
  id: number;
  productId: number;
  productSendCycleId: number;
  productNum: number;
}

function toCartItem(row: CartRow, cycle: SaleableCycle): CartItem {
  return {
    id: row.id,
    productId: row.productId,
    productCode: cycle.productCode,
    productSendCycleId: row.productSendCycleId,
    productName: cycle.productName,
    productClass: cycle.productClass,
    categoryName: cycle.categoryName,
    productSendCycleName: cycle.sendCycleName,
    mainImage: cycle.mainImage,
    currentPrice: cycle.price.toFixed(2),
    productNum: row.productNum,
    buyMinLimit: cycle.buyMinLimit,
    buyMaxLimit: cycle.buyMaxLimit,
    stock: cycle.stock,
    available: isOnSale(cycle) ? 1 : 0,
  };
}

async function withCycles(deps: CartDeps, rows: CartRow[]): Promise<CartItem[]> {
  const cycles = await getSaleableCycles(
    deps,
    rows.map((r) => r.productSendCycleId),
  );
  // A send cycle the vendor deleted takes its cart rows with it (there is nothing left to buy).
  return rows.flatMap((r) => {
    const cycle = cycles.get(r.productSendCycleId);
    return cycle ? [toCartItem(r, cycle)] : [];
  });
}

const rowSelect = { id: true, productId: true, productSendCycleId: true, productNum: true } as const;

export async function listCart(deps: CartDeps, userId: number): Promise<CartItem[]> {
  const rows = await deps.prisma.cartItem.findMany({
    where: { userId },
    select: rowSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return withCycles(deps, rows);
}

export async function countCart(deps: Pick<Deps, 'prisma'>, userId: number): Promise<number> {
  return deps.prisma.cartItem.count({ where: { userId } });
}

async function saleableCycleFor(deps: CartDeps, productId: number, sendCycleId: number): Promise<SaleableCycle> {
  const cycle = (await getSaleableCycles(deps, [sendCycleId])).get(sendCycleId);
  if (!cycle || cycle.productId !== productId) throw AppError.notFound('Product');
  return cycle;
}

/**
 * Adds a product's send cycle to the cart; the same cycle again adds to its row. The row's new
 * quantity must stay within the product's bounds, checked in the same statement that writes it, so
 * two quick clicks cannot push it past the maximum together.
 */
export async function addToCart(
  deps: CartDeps,
  userId: number,
  input: { productId: number; productSendCycleId: number; productNum: number },
): Promise<void> {
  const cycle = await saleableCycleFor(deps, input.productId, input.productSendCycleId);
  const refusal = saleRefusal(cycle, input.productNum, 'one');
  if (refusal) refuse(refusal);
  const max = Math.min(cycle.buyMaxLimit, QUANTITY_MAX);
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ productNum: number }[]>`
      INSERT INTO cart_item ("userId", "productId", "productSendCycleId", "productNum", "createdAt", "updatedAt")
      VALUES (${userId}, ${input.productId}, ${input.productSendCycleId}, ${input.productNum}, ${now}, ${now})
      ON CONFLICT ("userId", "productSendCycleId") DO UPDATE
        SET "productNum" = cart_item."productNum" + EXCLUDED."productNum", "updatedAt" = EXCLUDED."updatedAt"
        WHERE cart_item."productNum" + EXCLUDED."productNum" <= ${max}
      RETURNING "productNum"`;
    if (rows.length === 0) throw AppError.field('productNum', msg.maxPurchase(max));
    const count = await tx.cartItem.count({ where: { userId } });
    if (count > MAX_CART_ROWS) throw AppError.refused(msg.cartFull);
  });
}

export async function updateCartQuantity(
  deps: CartDeps,
  userId: number,
  input: { id: number; productNum: number },
): Promise<void> {
  const row = await deps.prisma.cartItem.findFirst({ where: { id: input.id, userId }, select: rowSelect });
  if (!row) throw AppError.notFound('Cart item');
  const cycle = await saleableCycleFor(deps, row.productId, row.productSendCycleId);
  // A row already in the cart may change its quantity whether or not the cycle is still on sale.
  const refusal = quantityRefusal(cycle, input.productNum);
  if (refusal) refuse(refusal);
  const updated = await deps.prisma.cartItem.updateMany({
    where: { id: input.id, userId },
    data: { productNum: input.productNum, updatedAt: deps.clock.now() },
  });
  if (updated.count !== 1) throw AppError.notFound('Cart item');
}

export async function deleteCartItem(deps: Pick<Deps, 'prisma'>, userId: number, id: number): Promise<void> {
  const deleted = await deps.prisma.cartItem.deleteMany({ where: { id, userId } });
  if (deleted.count !== 1) throw AppError.notFound('Cart item');
}

/** The buyer's rows among `ids` (any other buyer's id is simply not there). */
async function ownRows(db: Pick<Tx, 'cartItem'>, userId: number, ids: readonly number[]): Promise<CartRow[]> {
  return db.cartItem.findMany({ where: { userId, id: { in: [...ids] } }, select: rowSelect, orderBy: { id: 'asc' } });
}

/** Sum of price x quantity over the rows. */
export function productAmountOf(items: readonly { currentPrice: string; productNum: number }[]): Prisma.Decimal {
  return items.reduce((sum, i) => sum.add(new Prisma.Decimal(i.currentPrice).mul(i.productNum)), new Prisma.Decimal(0));
}

/** `cart/getProductAmount`: the order-confirm preview of chosen rows, with the coupons that apply flagged. */
export async function previewProductAmount(
  deps: CartDeps,
  userId: number,
  cartIds: readonly number[],
): Promise<ProductAmountPreview> {
  const rows = await ownRows(deps.prisma, userId, cartIds);
  if (rows.length !== cartIds.length) throw AppError.notFound('Cart item');
  const items = await withCycles(deps, rows);
  const productAmount = productAmountOf(items);
  const userCouponModels = await listCouponsForLines(deps, userId, {
    productAmount,
    lines: items.map((i) => ({ productClass: i.productClass, categoryName: i.categoryName })),
  });
  return { productAmount: productAmount.toFixed(2), cartModels: items, userCouponModels };
}

/**
 * For the order flow, a fragment of its reading statements (decision 017): the buyer's chosen rows.
 * With `lock` (inside the order's transaction) they are locked in id order until it ends: a second
 * submit of the same rows waits here, then finds them gone and is refused, so a double click
 * creates one order. Without, it is the look before the transaction that refuses early.
 */
export function cartRowsSql(userId: number, ids: readonly number[], options: { lock: boolean }): Prisma.Sql {
  return Prisma.sql`SELECT id, "productId", "productSendCycleId", "productNum" FROM cart_item
    WHERE "userId" = ${userId} AND id = ANY(${[...ids]}::int[])
    ORDER BY id ${options.lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`;
}

/** For the order flow, a fragment of its writing statement: the ordered rows deleted. */
export function removeCartRowsSql(userId: number, ids: readonly number[]): Prisma.Sql {
  return Prisma.sql`DELETE FROM cart_item WHERE "userId" = ${userId} AND id = ANY(${[...ids]}::int[]) RETURNING id`;
}
