import type { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { moneyString } from '../catalog.service.ts';
import { recordProductChange } from './product-change.ts';

type CatalogDeps = Pick<Deps, 'prisma' | 'redis' | 'config'>;

const rowSelect = {
  id: true,
  productCode: true,
  name: true,
  shelvesStatus: true,
  listed: true,
  buyMinLimit: true,
  buyMaxLimit: true,
  sendCycles: {
    select: { id: true, name: true, price: true, stock: true, stockStatus: true },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  },
} satisfies Prisma.ProductSelect;

type ProductRow = Prisma.ProductGetPayload<{ select: typeof rowSelect }>;

function toAdminRow(p: ProductRow) {
  return {
    productId: p.id,
    productCode: p.productCode,
    name: p.name,
    shelvesStatus: p.shelvesStatus,
    listed: p.listed,
    buyMinLimit: p.buyMinLimit,
    buyMaxLimit: p.buyMaxLimit,
    sendCycles: p.sendCycles.map((c) => ({
      productSendCycleId: c.id,
      name: c.name,
      price: moneyString(c.price),
      stock: c.stock,
      stockStatus: c.stockStatus,
    })),
  };
}

/** `products/list` (catalog.read): every product, listed or not, in catalogue order. */
export async function listProductsForStaff(
  deps: Pick<Deps, 'prisma'>,
  input: { page: number; limit: number; keyword?: string | undefined },
) {
  const keyword = input.keyword?.trim();
  const where: Prisma.ProductWhereInput = keyword
    ? {
        OR: [
          { name: { contains: keyword, mode: 'insensitive' } },
          { productCode: { contains: keyword, mode: 'insensitive' } },
        ],
      }
    : {};
  const [total, rows] = await Promise.all([
    deps.prisma.product.count({ where }),
    deps.prisma.product.findMany({
      where,
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      ...pageWindow(input),
      select: rowSelect,
    }),
  ]);
  return { total, list: rows.map(toAdminRow) };
}

export interface ProductChange {
  listed?: boolean | undefined;
  shelvesStatus?: number | undefined;
  buyMinLimit?: number | undefined;
  buyMaxLimit?: number | undefined;
}

/**
 * `products/update` (catalog.write): listing, shelves status and buy limits. The change and its
 * audit row (only the fields that changed) commit together; then the public answer cache is emptied
 * in every API process, so `product/getList` and `product/get` show it on the next request.
 */
export async function updateProduct(
  deps: CatalogDeps,
  actor: StaffActor | null,
  productId: number,
  change: ProductChange,
) {
  const updated = await deps.prisma.$transaction(async (tx) => {
    // Locks the row, so two staff editing limits at once cannot leave min above max.
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM product WHERE id = ${productId} FOR UPDATE`;
    if (!locked) throw AppError.notFound('Product');
    const current = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: rowSelect });
    const next = {
      listed: change.listed ?? current.listed,
      shelvesStatus: change.shelvesStatus ?? current.shelvesStatus,
      buyMinLimit: change.buyMinLimit ?? current.buyMinLimit,
      buyMaxLimit: change.buyMaxLimit ?? current.buyMaxLimit,
    };
    if (next.buyMinLimit > next.buyMaxLimit) {
      throw AppError.field('buyMinLimit', 'The minimum cannot be above the maximum');
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of Object.keys(next) as (keyof typeof next)[]) {
      if (next[key] !== current[key]) {
        before[key] = current[key];
        after[key] = next[key];
      }
    }
    if (Object.keys(after).length === 0) return current;
    const row = await tx.product.update({ where: { id: productId }, data: next, select: rowSelect });
    await recordProductChange(tx, actor, productId, { before, after });
    return row;
  });
  await invalidatePublicCache(deps);
  return toAdminRow(updated);
}
