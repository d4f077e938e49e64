import { AfterSalePayStatus as Pay, AfterSaleStatus as S } from '@hashforge/contract';
import type { AdminResponse } from '@hashforge/contract/admin/call';
import type { paymentDesk } from '@hashforge/contract/admin/payments';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { signAttachedFiles } from '../../files/attach-files.ts';
import { FileKind } from '../after-sale.repository.ts';

/** Proof images for staff: links that die in minutes, like the order proofs'. */
const PROOF_URL_SECONDS = 10 * 60;

/** Finance's view of one upload, as `payments/list` words an order proof's (0 awaiting, 1 approved, 2 failed). */
const Review = { awaiting: 0, approved: 1, failed: 2 } as const;

interface ProofRow {
  afterSaleId: number;
  createdAt: Date;
  fileIds: number[];
  userId: number;
  email: string;
  payStatus: number;
  payAmount: string | null;
  paidAmount: string;
  financeStatus: number;
}

/**
 * Every repair-payment proof upload: the buyer's 1-4 images of one `uploadProof` share their moment
 * (upload-repair-proof.ts writes them in one statement), so an upload is the after-sale's proof
 * files with one `createdAt`. A failed review re-kinds them to `failedProof` (review-repair-proof.ts);
 * of the rest, the latest upload of an after-sale waiting on one (33, payStatus 3) awaits review and
 * the earlier ones were approved.
 */
const proofs = Prisma.sql`
  WITH uploads AS (
    SELECT f."afterSaleId", f."createdAt", f.kind, array_agg(f."fileId" ORDER BY f.id) AS "fileIds"
    FROM after_sale_file f
    WHERE f.kind IN (${FileKind.proof}, ${FileKind.failedProof})
    GROUP BY f."afterSaleId", f."createdAt", f.kind
  )
  SELECT u."afterSaleId", u."createdAt", u."fileIds", s."userId", s.email, s."payStatus",
    s."payAmount"::text AS "payAmount", s."paidAmount"::text AS "paidAmount",
    CASE
      WHEN u.kind = ${FileKind.failedProof} THEN ${Review.failed}
      WHEN s.status = ${S.processing} AND s."payStatus" = ${Pay.processingPayment}
        AND u."createdAt" = max(u."createdAt") FILTER (WHERE u.kind = ${FileKind.proof})
          OVER (PARTITION BY u."afterSaleId") THEN ${Review.awaiting}
      ELSE ${Review.approved}
    END AS "financeStatus"
  FROM uploads u JOIN after_sale s ON s.id = u."afterSaleId"`;

const money = (v: string | null) => new Prisma.Decimal(v ?? 0).toFixed(2);

/**
 * `payments/repair-proofs` (payments.review): the after-sales' repair-payment proofs on finance's
 * desk, with the quote's amounts and signed image links; those awaiting review are a queue, oldest
 * first. Finance review them through `aftersales/proof/approve` and `aftersales/proof/fail`.
 */
export async function listRepairProofsForStaff(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  input: { page: number; limit: number; financeStatus?: number | undefined },
): Promise<AdminResponse<typeof paymentDesk.listRepairProofs>> {
  const filter =
    input.financeStatus === undefined ? Prisma.empty : Prisma.sql`WHERE p."financeStatus" = ${input.financeStatus}`;
  const queue = input.financeStatus === Review.awaiting;
  const order = queue
    ? Prisma.sql`ORDER BY p."createdAt" ASC, p."afterSaleId" ASC`
    : Prisma.sql`ORDER BY p."createdAt" DESC, p."afterSaleId" DESC`;
  const [counted, rows] = await Promise.all([
    deps.prisma.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM (${proofs}) p ${filter}`,
    deps.prisma.$queryRaw<ProofRow[]>`
      SELECT * FROM (${proofs}) p ${filter} ${order}
      LIMIT ${input.limit} OFFSET ${(input.page - 1) * input.limit}`,
  ]);
  const signed = await signAttachedFiles(
    deps,
    rows.flatMap((r) => r.fileIds.map((fileId) => ({ fileId, ownerId: r.userId }))),
    PROOF_URL_SECONDS,
  );
  return {
    total: Number(counted[0]?.total ?? 0),
    list: rows.map((r) => {
      const payable = new Prisma.Decimal(r.payAmount ?? 0);
      const due = Prisma.Decimal.max(payable.sub(new Prisma.Decimal(r.paidAmount)), 0);
      return {
        afterSaleId: r.afterSaleId,
        email: r.email,
        financeStatus: Number(r.financeStatus),
        payStatus: r.payStatus,
        payableAmount: money(r.payAmount),
        paidAmount: money(r.paidAmount),
        dueAmount: due.toFixed(2),
        createTime: r.createdAt.toISOString(),
        files: r.fileIds.flatMap((id) => signed.get(id) ?? []),
      };
    }),
  };
}

/** Repair proofs waiting for finance (the dashboard's proof queue counts them with the orders'). */
export function countRepairProofsAwaiting(deps: Pick<Deps, 'prisma'>): Promise<number> {
  return deps.prisma.afterSale.count({ where: { status: S.processing, payStatus: Pay.processingPayment } });
}
