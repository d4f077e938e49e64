import { FinanceStatus, type PaymentProof } from '@hashforge/contract';
import type { Db, Tx } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { Deps } from '../../deps.ts';
import { toFileModel } from '../files/files.service.ts';
import { getAttachedFiles } from '../files/get-attached-files.ts';

/** How many proofs an order has, whatever their review (expiry spares any order with a proof). */
export function countProofs(db: Db | Tx, orderId: number): Promise<number> {
  return db.orderAging.count({ where: { orderId } });
}

/** Sum of the order's approved proofs. */
export async function approvedAmount(db: Db | Tx, orderId: number): Promise<Prisma.Decimal> {
  const sum = await db.orderAging.aggregate({
    where: { orderId, financeStatus: FinanceStatus.approved },
    _sum: { currentPayAmount: true },
  });
  return sum._sum.currentPayAmount ?? new Prisma.Decimal(0);
}

/**
 * The proofs of some orders for their answers, oldest first per order, each image with a signed,
 * expiring URL (proofs are private files, CONTRACT.md section 7). The caller has already scoped the
 * orders to the buyer.
 */
export async function listProofsByOrder(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  orderIds: readonly number[],
): Promise<Map<number, { proofs: PaymentProof[]; approved: Prisma.Decimal }>> {
  const result = new Map<number, { proofs: PaymentProof[]; approved: Prisma.Decimal }>();
  if (orderIds.length === 0) return result;
  const rows = await deps.prisma.orderAging.findMany({
    where: { orderId: { in: [...orderIds] } },
    include: { files: { orderBy: { id: 'asc' } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const files = await getAttachedFiles(
    deps,
    rows.flatMap((r) => r.files.map((f) => f.fileId)),
  );
  const models = new Map(await Promise.all(files.map(async (f) => [f.id, await toFileModel(deps, f)] as const)));
  for (const row of rows) {
    const entry = result.get(row.orderId) ?? { proofs: [], approved: new Prisma.Decimal(0) };
    entry.proofs.push({
      id: row.id,
      fileModels: row.files.flatMap((f) => models.get(f.fileId) ?? []),
      currentPayAmount: row.currentPayAmount.toFixed(2),
      financeStatus: row.financeStatus,
      createTime: row.createdAt.toISOString(),
    });
    if (row.financeStatus === FinanceStatus.approved) entry.approved = entry.approved.add(row.currentPayAmount);
    result.set(row.orderId, entry);
  }
  return result;
}
