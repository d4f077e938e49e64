import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { isoDate, isoDateTime, money, pagedSchema, pageRequest } from './envelope.ts';
import { msg } from './messages.ts';

/** shelvesStatus of a product (SPEC.md section 2, product detail). */
export const ShelvesStatus = { off: 0, onSale: 1, bulkOnly: 2 } as const;

/** Quantity bounds that hold for every product, beside its own buyMinLimit..buyMaxLimit. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99999;

// ---------------------------------------------------------------- banners

export const banner = z.object({ id: z.number().int(), mediaUrl: z.string(), jumpUrl: z.string() });
export type Banner = z.infer<typeof banner>;

export const getBannerList = defineCall({
  path: shopPath('banner/getList'),
  auth: false,
  encrypted: false,
  summary: 'Home carousel banners of a type (1 = home)',
  request: z.object({ type: z.coerce.number().int().min(1).max(100).default(1) }),
  response: z.array(banner),
});

// ---------------------------------------------------------------- products

/** The machine's data sheet (spec section 3, productCategoryModel): every field, strings as shown. */
export const productCategoryModel = z.object({
  id: z.number().int(),
  name: z.string(),
  aliasName: z.string(),
  cryptoAlgorithm: z.string(),
  hashrate: z.string(),
  memory: z.string(),
  powerConsumption: z.string(),
  powerEfficiency: z.string(),
  chipNum: z.string(),
  coolMode: z.string(),
  powerNorms: z.string(),
  cooling: z.string(),
  networkingConnectionMode: z.string(),
  operatingTemperature: z.string(),
  voltage: z.string(),
  noise: z.string(),
  shape: z.string(),
  netWeight: z.string(),
  grossWeight: z.string(),
  netDimensions: z.string(),
  grossDimensions: z.string(),
});
export type ProductCategoryModel = z.infer<typeof productCategoryModel>;

/** A send cycle (sku): when the batch ships, its price and stock. */
export const productSendCycle = z.object({
  id: z.number().int(),
  name: z.string(),
  price: money,
  stock: z.number().int(),
  /** 0 = not available whatever the stock says. */
  stockStatus: z.number().int(),
  deliveryDate: isoDate.nullable(),
});
export type ProductSendCycle = z.infer<typeof productSendCycle>;

export const productCard = z.object({
  id: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  productClass: z.string(),
  mainImage: z.string(),
  aliasName: z.string(),
  cryptoAlgorithm: z.string(),
  hashrate: z.string(),
  powerConsumption: z.string(),
  shelvesStatus: z.number().int(),
  /** Lowest price over the product's send cycles; null when it has none. */
  minPrice: money.nullable(),
  /** True when some send cycle can be bought now (on sale, stock above 0, stockStatus not 0). */
  inStock: z.boolean(),
});
export type ProductCard = z.infer<typeof productCard>;

export const getProductListRequest = pageRequest.extend({
  /** Optional filter on the mining algorithm (`cryptoAlgorithm`, case-insensitive), e.g. `SHA-256`. */
  categoryType: z.union([z.string().trim().max(40), z.number()]).optional(),
});
export const getProductList = defineCall({
  path: shopPath('product/getList'),
  auth: false,
  encrypted: false,
  summary: 'Paged product cards (the storefront asks for page 1, limit 30)',
  request: getProductListRequest,
  response: pagedSchema(productCard),
});

export const product = z.object({
  id: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  productClass: z.string(),
  shelvesStatus: z.number().int(),
  buyMinLimit: z.number().int(),
  buyMaxLimit: z.number().int(),
  /** Sanitised HTML. */
  productDetail: z.string(),
  mainImage: z.string(),
  subImageList: z.array(z.object({ fileUrl: z.string() })),
  attributeList: z.array(z.object({ name: z.string(), value: z.string() })),
  productSendCycleModels: z.array(productSendCycle),
  productCategoryModel,
  updateTime: isoDateTime,
});
export type Product = z.infer<typeof product>;

export const productCodeField = z
  .string({ message: 'Please enter a product code' })
  .trim()
  .min(1, 'Please enter a product code')
  .max(64, 'Product not found');

export const getProduct = defineCall({
  path: shopPath('product/get'),
  auth: false,
  encrypted: false,
  summary: 'One product by its productCode, with send cycles, images, attributes and data sheet',
  request: z.object({ code: productCodeField }),
  response: product,
});

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
 * What a product detail offers for the chosen send cycle (SPEC.md section 2): on sale with stock and
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

export const catalogCalls = { getBannerList, getProductList, getProduct };
