import { Readable } from 'node:stream';
import type { OrderFilters } from '@hashforge/contract/admin/orders';
import type { Deps } from '../../../deps.ts';
import { emailsOf, orderRowSelect, orderWhere, toOrderRow } from './list-orders.ts';
import { staffCsv } from './staff-download.ts';

/** Rows read per query: the export holds one batch in memory at a time, whatever the total. */
const BATCH = 1000;

export const ORDER_CSV_COLUMNS = [
  'orderNo',
  'orderStatus',
  'payableAmount',
  'paidAmount',
  'email',
  'createTime',
] as const;

/**
 * The orders matching the list's filters as CSV, newest first, streamed: keyset pages of 1,000 by
 * (createdAt, id) — never OFFSET, never every row at once — piped through staffCsv, so the
 * response's back-pressure paces the database reads.
 */
export function exportOrdersCsv(deps: Pick<Deps, 'prisma'>, filters: OrderFilters): Readable {
  async function* rows() {
    const where = await orderWhere(deps, filters);
    if (!where) return;
    let after: { createdAt: Date; id: number } | null = null;
    for (;;) {
      // The cursor as a bound on the index's first column, where the scan starts, and the same
      // moment's ids as a filter: written as one OR of both, Postgres read the index from the top and
      // filtered out every row already sent (69 s for a million orders, docs/benchmarks.md).
      const cursor: typeof where = after
        ? {
            createdAt: { lte: after.createdAt },
            OR: [{ createdAt: { lt: after.createdAt } }, { id: { lt: after.id } }],
          }
        : {};
      const batch = await deps.prisma.order.findMany({
        where: { AND: [where, cursor] },
        select: orderRowSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: BATCH,
      });
      if (batch.length === 0) return;
      const emails = await emailsOf(
        deps,
        batch.map((r) => r.userId),
      );
      for (const row of batch) yield toOrderRow(row, emails);
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(rows()).pipe(staffCsv(ORDER_CSV_COLUMNS));
}
