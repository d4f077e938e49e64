import type { OrderFilters } from '@hashforge/contract/admin/orders';
import type { Prisma } from '../../../db/generated/client.ts';
import { pageTotal } from '../../../db/list-totals.ts';
import { pageWindow } from '../../../db/page-window.ts';
import { prefixRange } from '../../../db/prefix-range.ts';
import type { Deps } from '../../../deps.ts';

export interface OrderRow {
  orderNo: string;
  orderStatus: number;
  payableAmount: string;
  paidAmount: string;
  email: string;
  createTime: string;
}

/** An order-number prefix as typed (any case, spaces around it) as a range on the unique index. */
export function orderNoPrefix(typed: string): Prisma.StringFilter {
  return prefixRange(typed.trim().toUpperCase());
}

/** A day (`2026-11-01`) or a moment; a bare `to` day runs to the end of that day (UTC). */
function bound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    return end ? new Date(day.getTime() + 24 * 3600 * 1000) : day;
  }
  return new Date(value);
}

/**
 * The filters as a query on the order table alone, so every filter is served by an index: the
 * order number by its unique index (a prefix is a range scan under the C collation), the buyer's
 * email by the user table's unique email turned into a user id, the status and dates by
 * (orderStatus, createdAt) and (createdAt, id). Null: no order can match (an unknown email).
 */
export async function orderWhere(
  deps: Pick<Deps, 'prisma'>,
  filters: OrderFilters,
): Promise<Prisma.OrderWhereInput | null> {
  const where: Prisma.OrderWhereInput = {};
  if (filters.orderStatus !== undefined) where.orderStatus = filters.orderStatus;
  if (filters.orderNo) where.orderNo = orderNoPrefix(filters.orderNo);
  if (filters.email) {
    // Buyers' emails are stored lower-case (the sign-up form folds them).
    const user = await deps.prisma.user.findUnique({
      where: { email: filters.email.toLowerCase() },
      select: { id: true },
    });
    if (!user) return null;
    where.userId = user.id;
  }
  if (filters.from || filters.to) {
    where.createdAt = {
      ...(filters.from ? { gte: bound(filters.from, false) } : {}),
      ...(filters.to ? { lt: bound(filters.to, true) } : {}),
    };
  }
  return where;
}

export async function emailsOf(deps: Pick<Deps, 'prisma'>, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const users = await deps.prisma.user.findMany({
    where: { id: { in: [...new Set(userIds)] } },
    select: { id: true, email: true },
  });
  return new Map(users.map((u) => [u.id, u.email]));
}

export const orderRowSelect = {
  id: true,
  userId: true,
  orderNo: true,
  orderStatus: true,
  payableAmount: true,
  paidAmount: true,
  createdAt: true,
} satisfies Prisma.OrderSelect;

type Selected = Prisma.OrderGetPayload<{ select: typeof orderRowSelect }>;

export function toOrderRow(o: Selected, emails: Map<number, string>): OrderRow {
  return {
    orderNo: o.orderNo,
    orderStatus: o.orderStatus,
    payableAmount: o.payableAmount.toFixed(2),
    paidAmount: o.paidAmount.toFixed(2),
    email: emails.get(o.userId) ?? '',
    createTime: o.createdAt.toISOString(),
  };
}

/** `orders/list` (orders.read): newest first, filtered; one page and the total (kept a few seconds when large). */
export async function listOrdersForStaff(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: OrderFilters & { page: number; limit: number },
): Promise<{ total: number; list: OrderRow[] }> {
  const where = await orderWhere(deps, input);
  if (!where) return { total: 0, list: [] };
  const rows = await deps.prisma.order.findMany({
    where,
    select: orderRowSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...pageWindow(input),
  });
  const total = await pageTotal(deps, `order:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.order.count({ where }),
  );
  const emails = await emailsOf(
    deps,
    rows.map((r) => r.userId),
  );
  return { total, list: rows.map((r) => toOrderRow(r, emails)) };
}
