import type { ProductCategoryModel } from '@hashforge/contract';
import { Prisma } from '../../db/generated/client.ts';
import { invalidatePublicCache, type PublicWriteDeps } from '../../http/public-cache.ts';
import { sanitizeHtml } from '../content/sanitize.ts';

// Writes to the catalogue, for the seed and for the back office. Every write sanitises HTML and
// then empties the public answer cache, so visitors see the change on their next request.
export interface NewProduct {
  productCode: string;
  name: string;
  productClass: string;
  category: Omit<ProductCategoryModel, 'id'>;
  shelvesStatus: number;
  buyMinLimit?: number;
  buyMaxLimit?: number;
  productDetail: string;
  /** Storage keys (or URLs) of the images; the first is the main image. */
  images: string[];
  attributes: { name: string; value: string }[];
  /** The customs fields commercial invoices print (decision 026); empty when not given. */
  hsCode?: string;
  countryOfOrigin?: string;
  sendCycles: { name: string; price: string; stock: number; stockStatus?: number; deliveryDate?: Date | null }[];
  sort?: number;
}

/** What a new product is made of, as the seed and the back office (`products/create`) both give it. */
export interface ProductSheet {
  productCode: string;
  name: string;
  productClass: string;
  category: Prisma.ProductCategoryCreateWithoutProductsInput;
  shelvesStatus: number;
  buyMinLimit: number;
  buyMaxLimit: number;
  productDetail: string;
  images: string[];
  attributes: { name: string; value: string }[];
  hsCode: string;
  countryOfOrigin: string;
  sort: number;
}

/**
 * A new product's row, its spec sheet, images and attributes, as every writer creates them: the
 * description sanitised, the first image the main image, images and attributes in the order given.
 * The send cycles are the writer's own.
 */
export function newProductData(sheet: ProductSheet) {
  const [mainImage] = sheet.images;
  if (!mainImage) throw new Error(`product ${sheet.productCode} needs at least one image`);
  return {
    productCode: sheet.productCode,
    name: sheet.name,
    productClass: sheet.productClass,
    category: { create: sheet.category },
    shelvesStatus: sheet.shelvesStatus,
    buyMinLimit: sheet.buyMinLimit,
    buyMaxLimit: sheet.buyMaxLimit,
    productDetail: sanitizeHtml(sheet.productDetail),
    hsCode: sheet.hsCode,
    countryOfOrigin: sheet.countryOfOrigin,
    mainImage,
    sort: sheet.sort,
    images: { createMany: { data: sheet.images.map((fileUrl, sort) => ({ fileUrl, sort })) } },
    attributes: { createMany: { data: sheet.attributes.map((a, sort) => ({ ...a, sort })) } },
  } satisfies Prisma.ProductCreateInput;
}

export async function createProduct(
  deps: PublicWriteDeps,
  input: NewProduct,
): Promise<{ id: number; sendCycleIds: number[] }> {
  const created = await deps.prisma.product.create({
    data: {
      ...newProductData({
        ...input,
        buyMinLimit: input.buyMinLimit ?? 1,
        buyMaxLimit: input.buyMaxLimit ?? 99999,
        hsCode: input.hsCode ?? '',
        countryOfOrigin: input.countryOfOrigin ?? '',
        sort: input.sort ?? 0,
      }),
      sendCycles: {
        create: input.sendCycles.map((c, sort) => ({
          name: c.name,
          price: new Prisma.Decimal(c.price),
          stock: c.stock,
          stockStatus: c.stockStatus ?? 1,
          deliveryDate: c.deliveryDate ?? null,
          sort,
        })),
      },
    },
    select: { id: true, sendCycles: { select: { id: true }, orderBy: { sort: 'asc' } } },
  });
  await invalidatePublicCache(deps);
  return { id: created.id, sendCycleIds: created.sendCycles.map((c) => c.id) };
}

export async function updateProductDetail(deps: PublicWriteDeps, productId: number, html: string): Promise<void> {
  await deps.prisma.product.update({ where: { id: productId }, data: { productDetail: sanitizeHtml(html) } });
  await invalidatePublicCache(deps);
}

/** Links a stored public file to a product as its manual (kind 1) or firmware (kind 2). */
export async function addProductFile(
  deps: PublicWriteDeps,
  input: { productId: number; kind: 1 | 2; fileId: number; moduleRemark: string; createdAt?: Date },
): Promise<number> {
  const row = await deps.prisma.productFile.create({
    data: {
      productId: input.productId,
      kind: input.kind,
      fileId: input.fileId,
      moduleRemark: input.moduleRemark,
      createdAt: input.createdAt,
    },
  });
  await invalidatePublicCache(deps);
  return row.id;
}
