// The catalogue's rules the storefront's first page needs, without zod (its first load carries no
// schema library); catalog.ts has the schemas and calls.
import type { Product, ProductSendCycle } from './catalog.ts';
import { msg } from './messages.ts';

/** shelvesStatus of a product (docs/domain.md S2, product detail). */
export const ShelvesStatus = { off: 0, onSale: 1, bulkOnly: 2 } as const;

/** Quantity bounds that hold for every product, beside its own buyMinLimit..buyMaxLimit. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99999;

// ---------------------------------------------------------------- availability (one rule, shared)

export type Availability =
  /** add-to-cart and buy-now */
  | 'buy'
  /** bulk-order plus out-of-stock (on sale, the chosen cycle has no stock) */
  | 'bulkAndOutOfStock'
  /** out-of-stock only */
  | 'outOfStock'
  /** bulk-order only */
  | 'bulkOnly';

/**
 * What a product detail offers for the chosen send cycle (docs/domain.md S2): on sale with stock and
 * stockStatus not 0 buys; stock 0 offers a bulk order; stockStatus 0 or off shelves is out of stock;
 * shelvesStatus 2 is bulk only.
 */
export function availabilityOf(
  shelvesStatus: number,
  cycle: Pick<ProductSendCycle, 'stock' | 'stockStatus'> | undefined,
): Availability {
  if (shelvesStatus === ShelvesStatus.bulkOnly) return 'bulkOnly';
  if (shelvesStatus !== ShelvesStatus.onSale || !cycle) return 'outOfStock';
  if (cycle.stockStatus === 0) return 'outOfStock';
  if (cycle.stock <= 0) return 'bulkAndOutOfStock';
  return 'buy';
}

/** A quantity a buyer may put in the cart: digits only, within the product's limits and 1..99999. */
export function quantityBounds(p: Pick<Product, 'buyMinLimit' | 'buyMaxLimit'>): { min: number; max: number } {
  const min = Math.max(QUANTITY_MIN, p.buyMinLimit);
  const max = Math.max(min, Math.min(QUANTITY_MAX, p.buyMaxLimit));
  return { min, max };
}

export function quantityMessage(p: Pick<Product, 'buyMinLimit' | 'buyMaxLimit'>, quantity: number): string | null {
  const { min, max } = quantityBounds(p);
  if (quantity > max) return msg.maxPurchase(max);
  if (quantity < min) return msg.minPurchase(min);
  return null;
}
