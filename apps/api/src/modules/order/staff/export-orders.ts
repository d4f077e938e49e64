import { Readable } from 'node:stream';
import type { OrderFilters } from '@hashforge/contract/admin/orders';
import { Prisma } from '../../../db/generated/client.ts';
import { sqlRows } from '../../../db/sql.ts';
import type { Deps } from '../../../deps.ts';
import { orderWhere } from './list-orders.ts';
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

type OrderCsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number], string | number> & { id: number };

/**
 * The list's filters (orderWhere: status, order-number prefix, the buyer's id, a date range) as
 * conditions on `o`, the order table, so the export reads through the same indexes as the list.
 */
function filterSql(where: Prisma.OrderWhereInput): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (typeof where.orderStatus === 'number') conditions.push(Prisma.sql`o."orderStatus" = ${where.orderStatus}`);
  if (typeof where.userId === 'number') conditions.push(Prisma.sql`o."userId" = ${where.userId}`);
  const orderNo = where.orderNo as Prisma.StringFilter | undefined;
  if (orderNo?.gte) conditions.push(Prisma.sql`o."orderNo" >= ${orderNo.gte}`);
  if (orderNo?.lt) conditions.push(Prisma.sql`o."orderNo" < ${orderNo.lt}`);
  if (orderNo?.startsWith) conditions.push(Prisma.sql`starts_with(o."orderNo", ${orderNo.startsWith})`);
  const createdAt = where.createdAt as Prisma.DateTimeFilter | undefined;
  if (createdAt?.gte) conditions.push(Prisma.sql`o."createdAt" >= ${createdAt.gte}::timestamp`);
  if (createdAt?.lt) conditions.push(Prisma.sql`o."createdAt" < ${createdAt.lt}::timestamp`);
  return conditions;
}

/**
 * The orders matching the list's filters as CSV, newest first, streamed: keyset pages of 1,000 by
 * (createdAt, id) — never OFFSET, never every row at once — each one statement that reads the
 * buyer's email by its key beside each row (a join left the planner free to sort the order table
 * by buyer) and writes the cells as the CSV shows them (money with its two decimals, the ISO
 * time), so a million orders cost the API no Prisma mapping and no second query per batch (75.9 s
 * for a million before, docs/benchmarks.md). Piped through staffCsv: the response's back-pressure
 * paces the database reads.
 */
export function exportOrdersCsv(deps: Pick<Deps, 'prisma' | 'sql'>, filters: OrderFilters): Readable {
  async function* rows() {
    const where = await orderWhere(deps, filters);
    if (!where) return;
    const filtered = filterSql(where);
    let after: { createdAt: string; id: number } | null = null;
    for (;;) {
      // The cursor as a bound on the index's first column, where the scan starts, and the same
      // moment's ids as a filter: written as one OR of both, Postgres read the index from the top and
      // filtered out every row already sent (69 s for a million orders, docs/benchmarks.md).
      const cursor: Prisma.Sql[] = after
        ? [
            Prisma.sql`o."createdAt" <= ${after.createdAt}::timestamp`,
            Prisma.sql`(o."createdAt" < ${after.createdAt}::timestamp OR o.id < ${after.id})`,
          ]
        : [];
      const conditions = [...filtered, ...cursor];
      const batch: (OrderCsvRow & { at: string })[] = await sqlRows<OrderCsvRow & { at: string }>(
        deps.sql,
        Prisma.sql`
          SELECT o.id, o."orderNo", o."orderStatus", o."payableAmount"::text AS "payableAmount",
            o."paidAmount"::text AS "paidAmount",
            coalesce((SELECT u.email FROM "user" u WHERE u.id = o."userId"), '') AS email,
            to_char(o."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createTime", o."createdAt"::text AS at
          FROM "order" o
          ${conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty}
          ORDER BY o."createdAt" DESC, o.id DESC
          LIMIT ${BATCH}`,
      );
      if (batch.length === 0) return;
      for (const row of batch)
        yield {
          orderNo: row.orderNo,
          orderStatus: row.orderStatus,
          payableAmount: row.payableAmount,
          paidAmount: row.paidAmount,
          email: row.email,
          createTime: row.createTime,
        };
      const last: OrderCsvRow & { at: string } = batch[batch.length - 1]!;
      after = { createdAt: last.at, id: last.id };
      if (batch.length < BATCH) return;
    }
  }
  return Readable.from(rows()).pipe(staffCsv(ORDER_CSV_COLUMNS));
}
