import { Prisma } from '../../../db/generated/client.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { invalidatePublicCache } from '../../../http/public-cache.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { moneyString } from '../catalog.service.ts';

type CatalogDeps = Pick<Deps, 'prisma' | 'redis' | 'config' | 'clock'>;

export interface SendCycleChange {
  price?: string | undefined;
  stockDelta?: number | undefined;
  /** An absolute count; with `expectedStock`, refused if the stock moved since staff looked. */
  stock?: number | undefined;
  expectedStock?: number | undefined;
  reason?: string | undefined;
  stockStatus?: number | undefined;
}

/**
 * `cycles/update` (stock.write): price, open/closed, and stock. Stock is only ever moved by a delta
 * (`stock = stock + delta`, in one conditional statement under the row's lock), never overwritten,
 * so a sale committed between the staff member's look and their save is never lost: an absolute
 * count with the count they saw becomes a delta against it, and is refused if the stock moved since
 * (the desk always sends it); a bare count (section 8's call) is a delta from the locked row.
 * Each delta is a StockMovement row with who and why; the change, the movement and the audit row
 * commit together, then the shop's cached answers are emptied in every process.
 */
export async function updateSendCycle(
  deps: CatalogDeps,
  actor: StaffActor | null,
  productSendCycleId: number,
  change: SendCycleChange,
) {
  // docs/backoffice.md section 8 fixes `cycles/update {productSendCycleId, stock}` for outside tools: a
  // bare count is recorded with that as its why. A delta must say why itself.
  const counting = change.stock !== undefined && change.stockDelta === undefined;
  const reason = change.reason?.trim() || (counting ? `Counted ${change.stock}` : '');
  const moving = change.stockDelta !== undefined || change.stock !== undefined;
  if (moving && !reason) throw AppError.field('reason', 'Say why the stock changes (a count, a return, damage)');
  const now = deps.clock.now();

  const result = await deps.prisma.$transaction(async (tx) => {
    const current = await tx.productSendCycle.findUnique({
      where: { id: productSendCycleId },
      select: { price: true, stock: true, stockStatus: true },
    });
    if (!current) throw AppError.notFound('Send cycle');
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};

    if (change.price !== undefined || change.stockStatus !== undefined) {
      const price = change.price !== undefined ? new Prisma.Decimal(change.price) : current.price;
      const stockStatus = change.stockStatus ?? current.stockStatus;
      await tx.productSendCycle.update({ where: { id: productSendCycleId }, data: { price, stockStatus } });
      if (!price.equals(current.price)) {
        before.price = moneyString(current.price);
        after.price = moneyString(price);
      }
      if (stockStatus !== current.stockStatus) {
        before.stockStatus = current.stockStatus;
        after.stockStatus = stockStatus;
      }
    }

    if (moving) {
      let delta: number;
      let rows: { stock: number }[];
      if (change.stock !== undefined && change.expectedStock === undefined) {
        // A count without the count staff saw (section 8's call): the delta is taken from the stock as
        // it stands under the row's lock, so it is recorded as a movement like any other.
        const [locked] = await tx.$queryRaw<{ stock: number }[]>`
          SELECT stock FROM product_send_cycle WHERE id = ${productSendCycleId} FOR UPDATE`;
        delta = change.stock - (locked?.stock ?? 0);
        rows = await tx.$queryRaw<{ stock: number }[]>`
          UPDATE product_send_cycle SET stock = stock + ${delta} WHERE id = ${productSendCycleId}
          RETURNING stock`;
      } else if (change.stock !== undefined) {
        const expected = change.expectedStock ?? -1;
        delta = change.stock - expected;
        rows = await tx.$queryRaw<{ stock: number }[]>`
          UPDATE product_send_cycle SET stock = stock + ${delta}
          WHERE id = ${productSendCycleId} AND stock = ${expected}
          RETURNING stock`;
        if (rows.length === 0) {
          const [seen] = await tx.$queryRaw<{ stock: number }[]>`
            SELECT stock FROM product_send_cycle WHERE id = ${productSendCycleId}`;
          throw AppError.refused(
            `The stock changed while you were editing (now ${seen?.stock ?? 0}): check the count and try again`,
          );
        }
      } else {
        delta = change.stockDelta ?? 0;
        rows = await tx.$queryRaw<{ stock: number }[]>`
          UPDATE product_send_cycle SET stock = stock + ${delta}
          WHERE id = ${productSendCycleId} AND stock + ${delta} >= 0
          RETURNING stock`;
        if (rows.length === 0) {
          const [left] = await tx.$queryRaw<{ stock: number }[]>`
            SELECT stock FROM product_send_cycle WHERE id = ${productSendCycleId}`;
          throw AppError.field('stockDelta', `Only ${left?.stock ?? 0} in stock: the stock cannot go below 0`);
        }
      }
      const stockAfter = rows[0]!.stock;
      if (delta !== 0) {
        await tx.stockMovement.create({
          data: { productSendCycleId, delta, stockAfter, reason, staffId: actor?.staffId ?? null, createdAt: now },
        });
        before.stock = stockAfter - delta;
        after.stock = stockAfter;
        after.reason = reason;
      }
    }

    if (Object.keys(after).length > 0) {
      await recordAudit(tx, actor, {
        action: 'stock.cycle.update',
        entityType: 'send_cycle',
        entityId: String(productSendCycleId),
        before,
        after,
      });
    }
    return tx.productSendCycle.findUniqueOrThrow({
      where: { id: productSendCycleId },
      select: { id: true, price: true, stock: true, stockStatus: true },
    });
  });
  await invalidatePublicCache(deps);
  return {
    productSendCycleId: result.id,
    price: moneyString(result.price),
    stock: result.stock,
    stockStatus: result.stockStatus,
  };
}

/** `cycles/movements` (catalog.read): the send cycle's stock changes by staff, newest first. */
export async function listStockMovements(
  deps: Pick<Deps, 'prisma'>,
  input: { page: number; limit: number; productSendCycleId: number },
) {
  const where = { productSendCycleId: input.productSendCycleId };
  const [total, rows] = await Promise.all([
    deps.prisma.stockMovement.count({ where }),
    deps.prisma.stockMovement.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(input),
    }),
  ]);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      stockAfter: r.stockAfter,
      reason: r.reason,
      staffId: r.staffId,
      time: r.createdAt.toISOString(),
    })),
  };
}
