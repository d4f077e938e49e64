import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { isUniqueViolation } from '../../auth/users.ts';
import { moneyString } from '../catalog.service.ts';
import { newProductData, type ProductSheet } from '../write-catalog.ts';
import { checkProductImages } from './check-product-images.ts';

type CatalogDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock'>;

export interface NewCycleInput {
  name: string;
  price: string;
  stock: number;
  deliveryDate?: string | null | undefined;
}

/** `products/create`'s input: the product's sheet, whether it is listed, and its first send cycles. */
export interface NewProductInput extends ProductSheet {
  listed: boolean;
  sendCycles: NewCycleInput[];
}

const cycleData = (c: NewCycleInput, sort: number) => ({
  name: c.name,
  price: new Prisma.Decimal(c.price),
  stock: c.stock,
  deliveryDate: c.deliveryDate ? new Date(`${c.deliveryDate}T00:00:00Z`) : null,
  sort,
});

/**
 * `products/create` (catalog.write): the product, its spec sheet, images (the first is the main
 * image), attributes, sanitised description and send cycles in one transaction with its audit row;
 * each cycle's opening stock is a stock movement like any later change. The shop shows it at once.
 */
export async function createProductByStaff(deps: CatalogDeps, actor: StaffActor | null, input: NewProductInput) {
  if (input.buyMinLimit > input.buyMaxLimit)
    throw AppError.field('buyMinLimit', 'The minimum cannot be above the maximum');
  const now = deps.clock.now();
  try {
    const created = await deps.prisma.$transaction(async (tx) => {
      // A new product shows nothing yet: every image must be a public image files/upload stored.
      await checkProductImages(tx, input.images);
      const row = await tx.product.create({
        data: {
          ...newProductData(input),
          listed: input.listed,
          sendCycles: { create: input.sendCycles.map(cycleData) },
        },
        select: { id: true, sendCycles: { select: { id: true, stock: true }, orderBy: { sort: 'asc' } } },
      });
      const opening = row.sendCycles.filter((c) => c.stock > 0);
      if (opening.length > 0) {
        await tx.stockMovement.createMany({
          data: opening.map((c) => ({
            productSendCycleId: c.id,
            delta: c.stock,
            stockAfter: c.stock,
            reason: 'Opening stock',
            staffId: actor?.staffId ?? null,
            createdAt: now,
          })),
        });
      }
      await recordAudit(tx, actor, {
        action: 'catalog.product.create',
        entityType: 'product',
        entityId: String(row.id),
        after: {
          productCode: input.productCode,
          name: input.name,
          listed: input.listed,
          sendCycles: row.sendCycles.length,
        },
      });
      return row;
    });
    await invalidatePublicCache(deps);
    return { productId: created.id, productSendCycleIds: created.sendCycles.map((c) => c.id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('productCode', 'A product with this code exists already');
    throw error;
  }
}

/** `cycles/create` (catalog.write): a new batch of a product, after its others. */
export async function createSendCycleByStaff(
  deps: CatalogDeps,
  actor: StaffActor | null,
  productId: number,
  input: NewCycleInput,
) {
  const cycle = await deps.prisma.$transaction(async (tx) => {
    const product = await tx.product.findUnique({ where: { id: productId }, select: { id: true } });
    if (!product) throw AppError.notFound('Product');
    const last = await tx.productSendCycle.aggregate({ where: { productId }, _max: { sort: true } });
    const row = await tx.productSendCycle.create({
      data: { productId, ...cycleData(input, (last._max.sort ?? -1) + 1) },
    });
    if (row.stock > 0) {
      await tx.stockMovement.create({
        data: {
          productSendCycleId: row.id,
          delta: row.stock,
          stockAfter: row.stock,
          reason: 'Opening stock',
          staffId: actor?.staffId ?? null,
          createdAt: deps.clock.now(),
        },
      });
    }
    await recordAudit(tx, actor, {
      action: 'catalog.cycle.create',
      entityType: 'send_cycle',
      entityId: String(row.id),
      after: { productId, name: row.name, price: moneyString(row.price), stock: row.stock },
    });
    return row;
  });
  await invalidatePublicCache(deps);
  return { productSendCycleId: cycle.id, price: moneyString(cycle.price), stock: cycle.stock };
}
