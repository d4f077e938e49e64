import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { intField, isoDate, isoDateTime, money, pagedSchema, pageRequest } from './envelope.ts';
import { msg } from './messages.ts';

// ---------------------------------------------------------------- banners

export const banner = z.object({ id: z.number().int(), mediaUrl: z.string(), jumpUrl: z.string() });
export type Banner = z.infer<typeof banner>;

export const getBannerList = defineCall({
  path: shopPath('banner/getList'),
  auth: false,
  encrypted: false,
  summary: 'Home carousel banners of a type (1 = home)',
  request: z.object({ type: intField('type is a banner type from 1 to 100', { min: 1, max: 100 }).default(1) }),
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

export const catalogCalls = { getBannerList, getProductList, getProduct };
