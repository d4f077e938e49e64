import { Readable } from 'node:stream';
import type { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { staffCsv } from '../../order/staff/staff-download.ts';
import { bulkWhere, toRow } from './manage-bulk-enquiries.ts';

export const BULK_CSV_COLUMNS = [
  'id',
  'createTime',
  'status',
  'name',
  'email',
  'country',
  'mobileCode',
  'mobile',
  'companyName',
  'productName',
  'productNum',
  'staffNote',
] as const;

/** The enquiries matching the filters as CSV, newest first, read in keyset pages of 1,000 as the response drains. */
export function exportBulkCsv(deps: Pick<Deps, 'prisma'>, filters: { status?: string | undefined }): Readable {
  async function* rows() {
    const where = bulkWhere(filters);
    let after: { createdAt: Date; id: number } | null = null;
    for (;;) {
      const cursor: Prisma.PurchasePlanWhereInput = after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {};
      const batch = await deps.prisma.purchasePlan.findMany({
        where: { AND: [where, cursor] },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 1000,
      });
      for (const row of batch) yield toRow(row);
      if (batch.length < 1000) return;
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return Readable.from(rows()).pipe(staffCsv(BULK_CSV_COLUMNS));
}
