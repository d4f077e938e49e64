import { FinanceStatus, type PaymentProof } from '@hashforge/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { getAttachedFiles } from '../../files/attach-files.ts';
import { toFileModel } from '../../files/files.service.ts';

/**
 * How many proofs of an order still stand (awaiting review or approved): expiry spares an order with
 * one. A failed proof is as if never sent, so an order whose proofs were all rejected expires like
 * one with none (docs/domain.md D3: stock cannot be held with junk proofs).
 */
export function countProofs(db: Db | Tx, orderId: number): Promise<number> {
  return db.orderAging.count({ where: { orderId, financeStatus: { not: FinanceStatus.failed } } });
}

/**
 * The proofs of some orders for their answers, oldest first per order, each image with a signed,
 * expiring URL (proofs are private files, docs/contract.md section 7). The caller has already scoped the
 * orders to the buyer.
 */
export async function listProofsByOrder(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  orderIds: readonly number[],
): Promise<Map<number, PaymentProof[]>> {
  const result = new Map<number, PaymentProof[]>();
  if (orderIds.length === 0) return result;
  const rows = await deps.prisma.orderAging.findMany({
    where: { orderId: { in: [...orderIds] } },
    include: { files: { orderBy: { id: 'asc' } }, order: { select: { userId: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const files = await getAttachedFiles(
    deps,
    rows.flatMap((r) => r.files.map((f) => ({ fileId: f.fileId, ownerId: r.order.userId }))),
  );
  const models = new Map(await Promise.all(files.map(async (f) => [f.id, await toFileModel(deps, f)] as const)));
  for (const row of rows) {
    const entry = result.get(row.orderId) ?? [];
    entry.push({
      id: row.id,
      fileModels: row.files.flatMap((f) => models.get(f.fileId) ?? []),
      currentPayAmount: row.currentPayAmount.toFixed(2),
      financeStatus: row.financeStatus,
      createTime: row.createdAt.toISOString(),
      receivedAmount: row.receivedAmount?.toFixed(2) ?? null,
      reviewNote: row.reviewNote,
    });
    result.set(row.orderId, entry);
  }
  return result;
}
