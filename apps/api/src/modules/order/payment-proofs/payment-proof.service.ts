import { FinanceStatus, type PaymentProof } from '@hashforge/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { Prisma } from '../../../db/generated/client.ts';
import { utcTimestamp } from '../../../db/sql.ts';
import type { Deps } from '../../../deps.ts';
import { attachedFileSql } from '../../files/attach-files.ts';
import { type FileModelSource, toFileModel } from '../../files/files.service.ts';

/**
 * How many proofs of an order still stand (awaiting review or approved): expiry spares an order with
 * one. A failed proof is as if never sent, so an order whose proofs were all rejected expires like
 * one with none (docs/domain.md D3: stock cannot be held with junk proofs).
 */
export function countProofs(db: Db | Tx, orderId: number): Promise<number> {
  return db.orderAging.count({ where: { orderId, financeStatus: { not: FinanceStatus.failed } } });
}

/** One of an order's proofs as proofsJsonSql reads it: numerics as their text, timestamps as Postgres writes them. */
export interface ProofJson {
  id: number;
  currentPayAmount: string;
  financeStatus: number;
  createdAt: string;
  receivedAmount: string | null;
  reviewNote: string | null;
  files: FileModelSource[];
}

/**
 * For an order's answer, a fragment of its statement (decision 017): the proofs of the order
 * `orderId` names, oldest first, as one JSON array of ProofJson. Each proof's images come in the
 * order they were attached, only those that are the buyer `buyerId`'s (getAttachedFiles' rule); the
 * caller has already scoped the order to that buyer.
 */
export function proofsJsonSql(orderId: Prisma.Sql, buyerId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT coalesce(json_agg(json_build_object('id', p.id,
      'currentPayAmount', p."currentPayAmount"::text, 'financeStatus', p."financeStatus", 'createdAt', p."createdAt",
      'receivedAmount', p."receivedAmount"::text, 'reviewNote', p."reviewNote",
      'files', (SELECT coalesce(json_agg(pf.file ORDER BY pa.id), '[]') FROM order_aging_file pa
        CROSS JOIN LATERAL (${attachedFileSql(Prisma.sql`pa."fileId"`, buyerId)}) pf WHERE pa."agingId" = p.id)
    ) ORDER BY p."createdAt", p.id), '[]')
    FROM order_aging p WHERE p."orderId" = ${orderId}`;
}

/** An order's proofs for its answer, each image with a signed, expiring URL (proofs are private files, docs/contract.md section 7). */
export function toPaymentProofs(deps: Pick<Deps, 'storage'>, proofs: readonly ProofJson[]): Promise<PaymentProof[]> {
  return Promise.all(
    proofs.map(async (p) => ({
      id: p.id,
      fileModels: await Promise.all(p.files.map((f) => toFileModel(deps, f))),
      currentPayAmount: p.currentPayAmount,
      financeStatus: p.financeStatus,
      createTime: utcTimestamp(p.createdAt).toISOString(),
      receivedAmount: p.receivedAmount,
      reviewNote: p.reviewNote,
    })),
  );
}
