import type { Prisma } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { sanitizeHtml } from '../../content/sanitize.ts';
import { publicFileUrl } from '../../files/files.service.ts';
import { checkProductImages } from './check-product-images.ts';
import { recordProductChange } from './product-change.ts';

type CatalogDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'storage'>;

const detailsSelect = {
  id: true,
  productCode: true,
  name: true,
  productClass: true,
  productDetail: true,
  hsCode: true,
  countryOfOrigin: true,
  mainImage: true,
  sort: true,
  listed: true,
  shelvesStatus: true,
  buyMinLimit: true,
  buyMaxLimit: true,
  updatedAt: true,
  categoryId: true,
  category: true,
  images: { select: { fileUrl: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
  attributes: { select: { name: true, value: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ProductSelect;

type ProductDetailsRow = Prisma.ProductGetPayload<{ select: typeof detailsSelect }>;

/** The images in order, the main one first: the image rows, or the main image alone for a row without any. */
function imageKeys(p: ProductDetailsRow): string[] {
  const keys = p.images.map((i) => i.fileUrl);
  return keys.length > 0 ? keys : [p.mainImage];
}

function toDetails(deps: Pick<Deps, 'storage'>, p: ProductDetailsRow) {
  const { id: _id, ...category } = p.category;
  return {
    productId: p.id,
    productCode: p.productCode,
    name: p.name,
    productClass: p.productClass,
    productDetail: p.productDetail,
    images: imageKeys(p).map((storageKey) => ({ storageKey, fileUrl: publicFileUrl(deps, storageKey) })),
    mainImage: publicFileUrl(deps, p.mainImage),
    attributes: p.attributes.map((a) => ({ name: a.name, value: a.value })),
    hsCode: p.hsCode,
    countryOfOrigin: p.countryOfOrigin,
    category,
    sort: p.sort,
    listed: p.listed,
    shelvesStatus: p.shelvesStatus,
    buyMinLimit: p.buyMinLimit,
    buyMaxLimit: p.buyMaxLimit,
    updateTime: p.updatedAt.toISOString(),
  };
}

/** `products/get` (catalog.read): one product, listed or not, as the edit form shows it. */
export async function getProductDetailsForStaff(deps: Pick<Deps, 'prisma' | 'storage'>, productId: number) {
  const p = await deps.prisma.product.findUnique({ where: { id: productId }, select: detailsSelect });
  if (!p) throw AppError.notFound('Product');
  return toDetails(deps, p);
}

type CategorySheet = Omit<Prisma.ProductCategoryCreateWithoutProductsInput, 'products'>;

export interface ProductDetailsChange {
  name?: string | undefined;
  productClass?: string | undefined;
  productDetail?: string | undefined;
  images?: string[] | undefined;
  attributes?: { name: string; value: string }[] | undefined;
  category?: CategorySheet | undefined;
  hsCode?: string | undefined;
  countryOfOrigin?: string | undefined;
  sort?: number | undefined;
  expectedUpdateTime?: string | undefined;
}

const sameList = <T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((x, i) => eq(x, b[i]!));

/** A description in the audit log: the text, cut short so one edit cannot fill the log. */
const AUDIT_TEXT_MAX = 2000;
const auditText = (html: string) => (html.length > AUDIT_TEXT_MAX ? `${html.slice(0, AUDIT_TEXT_MAX)}…` : html);

/**
 * `products/update-details` (catalog.write): name, class, spec sheet, description (sanitised),
 * images (the first is the main image), attributes and sort. The row is locked; every check runs
 * before the first write, so a refusal changes nothing. Images and attributes are replaced whole in
 * the same transaction as the audit row, which holds only what changed; then the public answer
 * cache is emptied in every API process, as products/update does.
 */
export async function updateProductDetails(
  deps: CatalogDeps,
  actor: StaffActor | null,
  productId: number,
  change: ProductDetailsChange,
) {
  const updated = await deps.prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM product WHERE id = ${productId} FOR UPDATE`;
    if (!locked) throw AppError.notFound('Product');
    const current = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: detailsSelect });
    if (change.expectedUpdateTime !== undefined && change.expectedUpdateTime !== current.updatedAt.toISOString()) {
      throw AppError.refused(
        'Someone else changed this product since you opened it: reload it and make your change again',
      );
    }
    if (change.images) {
      await checkProductImages(
        tx,
        change.images,
        new Set([current.mainImage, ...current.images.map((i) => i.fileUrl)]),
      );
    }

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const data: Prisma.ProductUncheckedUpdateInput = {};
    const scalar = <K extends 'name' | 'productClass' | 'sort' | 'hsCode' | 'countryOfOrigin'>(
      key: K,
      next: ProductDetailsRow[K] | undefined,
    ) => {
      if (next === undefined || next === current[key]) return;
      before[key] = current[key];
      after[key] = next;
      data[key] = next;
    };
    scalar('name', change.name);
    scalar('productClass', change.productClass);
    scalar('sort', change.sort);
    scalar('hsCode', change.hsCode);
    scalar('countryOfOrigin', change.countryOfOrigin);

    if (change.productDetail !== undefined) {
      const html = sanitizeHtml(change.productDetail);
      if (html !== current.productDetail) {
        before.productDetail = auditText(current.productDetail);
        after.productDetail = auditText(html);
        data.productDetail = html;
      }
    }

    const currentImages = imageKeys(current);
    const images = change.images && !sameList(change.images, currentImages, (a, b) => a === b) ? change.images : null;
    if (images) {
      before.images = currentImages;
      after.images = images;
      data.mainImage = images[0]!;
    }

    const attributes =
      change.attributes &&
      !sameList(change.attributes, current.attributes, (a, b) => a.name === b.name && a.value === b.value)
        ? change.attributes
        : null;
    if (attributes) {
      before.attributes = current.attributes;
      after.attributes = attributes;
    }

    let category: CategorySheet | null = null;
    if (change.category) {
      const was: Record<string, unknown> = {};
      const now: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(change.category) as [keyof CategorySheet, string | undefined][]) {
        if (value === undefined || value === current.category[key]) continue;
        was[key] = current.category[key];
        now[key] = value;
      }
      if (Object.keys(now).length > 0) {
        before.category = was;
        after.category = now;
        category = change.category;
      }
    }

    if (Object.keys(after).length === 0) return current;

    if (category) {
      // A sheet another product shares (seeded or hand-made data) is copied, never changed under it.
      const sharing = await tx.product.count({ where: { categoryId: current.categoryId, id: { not: productId } } });
      if (sharing > 0) {
        const { id: _id, ...sheet } = current.category;
        data.categoryId = (
          await tx.productCategory.create({ data: { ...sheet, ...category }, select: { id: true } })
        ).id;
      } else {
        await tx.productCategory.update({ where: { id: current.categoryId }, data: category });
      }
    }
    if (images) {
      await tx.productImage.deleteMany({ where: { productId } });
      await tx.productImage.createMany({ data: images.map((fileUrl, sort) => ({ productId, fileUrl, sort })) });
    }
    if (attributes) {
      await tx.productAttribute.deleteMany({ where: { productId } });
      await tx.productAttribute.createMany({ data: attributes.map((a, sort) => ({ productId, ...a, sort })) });
    }
    // Always written, so updateTime moves with any change (images and attributes included).
    const row = await tx.product.update({
      where: { id: productId },
      data: { ...data, updatedAt: new Date() },
      select: detailsSelect,
    });
    await recordProductChange(tx, actor, productId, { before, after });
    return row;
  });
  await invalidatePublicCache(deps);
  return toDetails(deps, updated);
}
