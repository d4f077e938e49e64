import type { Banner, Paged, Product, ProductCard, ProductCategoryModel } from '@hashforge/contract';
import type { Prisma } from '../../db/generated/client.ts';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { sanitizeHtml } from '../content/sanitize.ts';
import { publicFileUrl } from '../files/files.service.ts';
import { isOnSale } from './stock.ts';

type CatalogDeps = Pick<Deps, 'prisma' | 'storage'>;

const productOrder: Prisma.ProductOrderByWithRelationInput[] = [{ sort: 'asc' }, { id: 'asc' }];

export function moneyString(value: Prisma.Decimal): string {
  return value.toFixed(2);
}

function isoDate(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

export async function listBanners(deps: CatalogDeps, type: number): Promise<Banner[]> {
  // A draft banner (staff's `published: false`) stays off the shop.
  const rows = await deps.prisma.banner.findMany({
    where: { type, published: true },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  });
  return rows.map((b) => ({ id: b.id, mediaUrl: publicFileUrl(deps, b.mediaUrl), jumpUrl: b.jumpUrl }));
}

export async function listProducts(
  deps: CatalogDeps,
  input: { page: number; limit: number; categoryType?: string | number },
): Promise<Paged<ProductCard>> {
  const algorithm = typeof input.categoryType === 'string' ? input.categoryType.trim() : '';
  // An unlisted product (staff's `listed: false`) is hidden whatever its shelves status.
  const where: Prisma.ProductWhereInput = algorithm
    ? { listed: true, category: { cryptoAlgorithm: { equals: algorithm, mode: 'insensitive' } } }
    : { listed: true };
  const [total, rows] = await Promise.all([
    deps.prisma.product.count({ where }),
    deps.prisma.product.findMany({
      where,
      orderBy: productOrder,
      ...pageWindow(input),
      include: {
        category: { select: { aliasName: true, cryptoAlgorithm: true, hashrate: true, powerConsumption: true } },
        sendCycles: { select: { price: true, stock: true, stockStatus: true } },
      },
    }),
  ]);
  return {
    total,
    list: rows.map((p) => {
      const prices = p.sendCycles.map((c) => c.price);
      const minPrice = prices.length > 0 ? prices.reduce((a, b) => (b.lessThan(a) ? b : a)) : null;
      return {
        id: p.id,
        productCode: p.productCode,
        name: p.name,
        productClass: p.productClass,
        mainImage: publicFileUrl(deps, p.mainImage),
        aliasName: p.category.aliasName,
        cryptoAlgorithm: p.category.cryptoAlgorithm,
        hashrate: p.category.hashrate,
        powerConsumption: p.category.powerConsumption,
        shelvesStatus: p.shelvesStatus,
        minPrice: minPrice ? moneyString(minPrice) : null,
        inStock: p.sendCycles.some((c) => isOnSale({ ...c, shelvesStatus: p.shelvesStatus })),
      };
    }),
  };
}

export async function getProductByCode(deps: CatalogDeps, code: string): Promise<Product> {
  const p = await deps.prisma.product.findUnique({
    where: { productCode: code },
    include: {
      category: true,
      images: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
      attributes: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
      sendCycles: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!p?.listed) throw AppError.notFound('Product');
  const productCategoryModel: ProductCategoryModel = p.category;
  return {
    id: p.id,
    productCode: p.productCode,
    name: p.name,
    productClass: p.productClass,
    shelvesStatus: p.shelvesStatus,
    buyMinLimit: p.buyMinLimit,
    buyMaxLimit: p.buyMaxLimit,
    // Sanitised when written; again here because a row may have been edited by hand, and the answer is cached.
    productDetail: sanitizeHtml(p.productDetail),
    mainImage: publicFileUrl(deps, p.mainImage),
    subImageList: p.images.map((i) => ({ fileUrl: publicFileUrl(deps, i.fileUrl) })),
    attributeList: p.attributes.map((a) => ({ name: a.name, value: a.value })),
    productSendCycleModels: p.sendCycles.map((c) => ({
      id: c.id,
      name: c.name,
      price: moneyString(c.price),
      stock: c.stock,
      stockStatus: c.stockStatus,
      deliveryDate: isoDate(c.deliveryDate),
    })),
    productCategoryModel,
    updateTime: p.updatedAt.toISOString(),
  };
}

/** For the bulk enquiry: a product's name and alias, or null when there is no such product. */
export async function findProductForEnquiry(
  deps: Pick<Deps, 'prisma'>,
  productId: number,
): Promise<{ id: number; name: string; aliasName: string } | null> {
  const p = await deps.prisma.product.findUnique({
    where: { id: productId },
    select: { id: true, name: true, category: { select: { aliasName: true } } },
  });
  return p ? { id: p.id, name: p.name, aliasName: p.category.aliasName } : null;
}

export const ProductFileKind = { manual: 1, firmware: 2 } as const;

export interface ProductDownloadRefs {
  productId: number;
  productCode: string;
  productName: string;
  productCategoryName: string;
  files: { kind: number; fileId: number; moduleRemark: string; createdAt: Date }[];
}

/**
 * Every product that has published manuals or firmware, in catalogue order, with those files'
 * references (a file staff unpublished stays out).
 */
export async function listProductDownloadRefs(deps: Pick<Deps, 'prisma'>): Promise<ProductDownloadRefs[]> {
  const rows = await deps.prisma.product.findMany({
    where: { files: { some: { published: true } } },
    orderBy: productOrder,
    select: {
      id: true,
      productCode: true,
      name: true,
      category: { select: { name: true } },
      files: { where: { published: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    },
  });
  return rows.map((p) => ({
    productId: p.id,
    productCode: p.productCode,
    productName: p.name,
    productCategoryName: p.category.name,
    files: p.files.map((f) => ({
      kind: f.kind,
      fileId: f.fileId,
      moduleRemark: f.moduleRemark,
      createdAt: f.createdAt,
    })),
  }));
}
