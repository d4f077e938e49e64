import { msg, QUANTITY_MAX, QUANTITY_MIN, ShelvesStatus } from '@hashforge/contract';
import type { Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { type Sql, type SqlTx, sqlRows } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { publicFileUrl } from '../files/files.service.ts';

/**
 * The catalogue's side of buying: what a send cycle sells for and how many are left. The cart and
 * the order flow call these; they never query the product tables themselves.
 */
export interface SaleableCycle {
  sendCycleId: number;
  sendCycleName: string;
  price: Prisma.Decimal;
  stock: number;
  stockStatus: number;
  productId: number;
  productCode: string;
  productName: string;
  productClass: string;
  categoryName: string;
  shelvesStatus: number;
  buyMinLimit: number;
  buyMaxLimit: number;
  /** A URL, ready for an answer or an order snapshot. */
  mainImage: string;
}

/** On the shelves and its send cycle open for sale, whatever is left in stock. */
function isOffered(cycle: Pick<SaleableCycle, 'shelvesStatus' | 'stockStatus'>): boolean {
  return cycle.shelvesStatus === ShelvesStatus.onSale && cycle.stockStatus !== 0;
}

/** Can this send cycle be bought now (spec section 2, product availability)? */
export function isOnSale(cycle: Pick<SaleableCycle, 'shelvesStatus' | 'stock' | 'stockStatus'>): boolean {
  return isOffered(cycle) && cycle.stock > 0;
}

/** Why a send cycle cannot be bought in some quantity; each caller words it for its own answer. */
export type SaleRefusal =
  | { reason: 'soldOut' }
  | { reason: 'offSale' }
  | { reason: 'quantityRange' }
  | { reason: 'belowMin'; min: number }
  | { reason: 'aboveMax'; max: number }
  | { reason: 'stockShort'; left: number };

/**
 * The quantity rule of spec section 5: 1..99999 (the contract's quantityField keeps a request's
 * number there already) and within the product's own bounds.
 */
export function quantityRefusal(
  cycle: Pick<SaleableCycle, 'buyMinLimit' | 'buyMaxLimit'>,
  quantity: number,
): SaleRefusal | null {
  if (quantity < QUANTITY_MIN || quantity > QUANTITY_MAX) return { reason: 'quantityRange' };
  if (quantity < cycle.buyMinLimit) return { reason: 'belowMin', min: cycle.buyMinLimit };
  if (quantity > cycle.buyMaxLimit) return { reason: 'aboveMax', max: cycle.buyMaxLimit };
  return null;
}

/**
 * The on-sale and quantity rules together, for the cart and the order alike. A cart row asks for
 * `one` unit in stock (it reserves nothing, so a sold-out cycle is said first); an order asks for
 * `all` of them, checked last from this plain read: the conditional update of takeStockSql stays the
 * judge under concurrency.
 */
export function saleRefusal(
  cycle: Pick<SaleableCycle, 'shelvesStatus' | 'stock' | 'stockStatus' | 'buyMinLimit' | 'buyMaxLimit'>,
  quantity: number,
  stockNeeded: 'one' | 'all',
): SaleRefusal | null {
  if (stockNeeded === 'one' && cycle.stock <= 0) return { reason: 'soldOut' };
  if (!isOffered(cycle)) return { reason: 'offSale' };
  const wrongQuantity = quantityRefusal(cycle, quantity);
  if (wrongQuantity) return wrongQuantity;
  if (stockNeeded === 'all' && cycle.stock < quantity) return { reason: 'stockShort', left: Math.max(0, cycle.stock) };
  return null;
}

/** `Antminer S21 (Batch May)` style label used in stock messages. */
export function cycleLabel(cycle: Pick<SaleableCycle, 'productName' | 'sendCycleName'>): string {
  return `${cycle.productName} (${cycle.sendCycleName})`;
}

/** A saleable cycle's row as stockCyclesSql reads it (pg answers numeric as text). */
export interface SaleableCycleRow extends Omit<SaleableCycle, 'sendCycleId' | 'sendCycleName' | 'price' | 'mainImage'> {
  id: number;
  name: string;
  price: string;
  listed: boolean;
  /** The storage key, made a URL by toSaleableCycle. */
  mainImage: string;
}

/**
 * The send cycles whose ids `ids` selects (an int[] parameter or a subquery of one column), as one
 * joined read: a fragment checkout composes into its own statement (decision 017), where each round
 * trip is time the buyers queued behind it wait.
 */
export function saleableCyclesSql(ids: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT c.id, c.name, c.price::text AS price, c.stock, c."stockStatus", c."productId", p."productCode",
      p.name AS "productName", p."productClass", k.name AS "categoryName", p.listed, p."shelvesStatus",
      p."buyMinLimit", p."buyMaxLimit", p."mainImage"
    FROM product_send_cycle c
    JOIN product p ON p.id = c."productId"
    JOIN product_category k ON k.id = p."categoryId"
    WHERE c.id IN (${ids})`;
}

export function toSaleableCycle(deps: Pick<Deps, 'storage'>, c: SaleableCycleRow): SaleableCycle {
  return {
    sendCycleId: c.id,
    sendCycleName: c.name,
    price: new Prisma.Decimal(c.price),
    stock: c.stock,
    stockStatus: c.stockStatus,
    productId: c.productId,
    productCode: c.productCode,
    productName: c.productName,
    productClass: c.productClass,
    categoryName: c.categoryName,
    // An unlisted product cannot be bought either: it sells like one off the shelves.
    shelvesStatus: c.listed ? c.shelvesStatus : ShelvesStatus.off,
    buyMinLimit: c.buyMinLimit,
    buyMaxLimit: c.buyMaxLimit,
    mainImage: publicFileUrl(deps, c.mainImage),
  };
}

export async function getSaleableCycles(
  deps: Pick<Deps, 'storage'> & { sql: Sql },
  sendCycleIds: readonly number[],
): Promise<Map<number, SaleableCycle>> {
  if (sendCycleIds.length === 0) return new Map();
  const rows = await sqlRows<SaleableCycleRow>(
    deps.sql,
    saleableCyclesSql(Prisma.sql`SELECT unnest(${[...new Set(sendCycleIds)]}::int[])`),
  );
  return new Map(rows.map((c) => [c.id, toSaleableCycle(deps, c)]));
}

export interface StockTake {
  sendCycleId: number;
  quantity: number;
  /** For the refusal message. */
  label: string;
}

/**
 * Takes units out of stock inside the caller's transaction: a data-modifying fragment (answering
 * the ids it took) for checkout to compose into its one writing statement (decision 017). Each row
 * is decremented with a conditional update (`stock >= n`), which Postgres runs under the row's
 * lock (re-checking the condition on the row a concurrent buyer committed), so concurrent buyers
 * queue on the row and stock never goes below 0. The ids go in ascending, which the nested loop
 * over them keeps; should a plan ever lock two cycles the other way round, Postgres breaks the
 * deadlock and checkout retries (create-order.ts). Fewer ids taken than asked refuses the whole
 * order: see stockShortRefusal.
 */
export function takeStockSql(items: readonly StockTake[]): Prisma.Sql {
  const merged = mergeByCycle(items);
  return Prisma.sql`
    UPDATE product_send_cycle c SET stock = c.stock - q.quantity
    FROM unnest(${merged.map((i) => i.sendCycleId)}::int[], ${merged.map((i) => i.quantity)}::int[]) AS q(id, quantity)
    WHERE c.id = q.id AND c.stock >= q.quantity AND c."stockStatus" <> 0
    RETURNING c.id`;
}

/** How many distinct send cycles takeStockSql must take for the order to stand. */
export function stockTakeCount(items: readonly StockTake[]): number {
  return mergeByCycle(items).length;
}

/** The refusal for a stock take that came up short: names the first short line and what is left. */
export async function stockShortRefusal(
  tx: SqlTx,
  items: readonly StockTake[],
  takenIds: readonly number[],
): Promise<AppError> {
  const short = mergeByCycle(items).find((i) => !takenIds.includes(i.sendCycleId)) ?? items[0];
  if (!short) return AppError.refused(msg.productUnavailable);
  const [row] = await sqlRows<{ stock: number }>(
    tx,
    Prisma.sql`SELECT stock FROM product_send_cycle WHERE id = ${short.sendCycleId}`,
  );
  return AppError.refused(msg.stockShort(short.label, Math.max(0, row?.stock ?? 0)));
}

/** Puts units back (an order expired or was canceled), inside the caller's transaction. */
export async function returnStock(tx: Tx, items: readonly Omit<StockTake, 'label'>[]): Promise<void> {
  for (const item of mergeByCycle(items.map((i) => ({ ...i, label: '' })))) {
    await tx.$executeRaw`
      UPDATE product_send_cycle SET stock = stock + ${item.quantity} WHERE id = ${item.sendCycleId}`;
  }
}

function mergeByCycle(items: readonly StockTake[]): StockTake[] {
  const byCycle = new Map<number, StockTake>();
  for (const item of items) {
    const seen = byCycle.get(item.sendCycleId);
    byCycle.set(item.sendCycleId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...byCycle.values()].sort((a, b) => a.sendCycleId - b.sendCycleId);
}
