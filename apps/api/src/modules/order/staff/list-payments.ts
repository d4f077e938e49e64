import { FinanceStatus } from '@hashforge/contract';
import type { Prisma } from '../../../db/generated/client.ts';
import { pageTotal } from '../../../db/list-totals.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';
import { emailsOf } from './list-orders.ts';

/** `payments/list` (payments.review): proofs; those awaiting review are a queue, oldest first. */
export async function listPaymentsForStaff(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: { page: number; limit: number; financeStatus?: number | undefined },
) {
  const where: Prisma.OrderAgingWhereInput =
    input.financeStatus === undefined ? {} : { financeStatus: input.financeStatus };
  const queue = input.financeStatus === FinanceStatus.awaiting;
  const rows = await deps.prisma.orderAging.findMany({
    where,
    orderBy: [{ createdAt: queue ? 'asc' : 'desc' }, { id: queue ? 'asc' : 'desc' }],
    ...pageWindow(input),
    include: { order: { select: { orderNo: true, userId: true, payableAmount: true, paidAmount: true } } },
  });
  const total = await pageTotal(deps, `order_aging:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.orderAging.count({ where }),
  );
  const emails = await emailsOf(
    deps,
    rows.map((r) => r.order.userId),
  );
  return {
    total,
    list: rows.map((r) => ({
      proofId: r.id,
      orderNo: r.order.orderNo,
      email: emails.get(r.order.userId) ?? '',
      financeStatus: r.financeStatus,
      currentPayAmount: r.currentPayAmount.toFixed(2),
      receivedAmount: r.receivedAmount?.toFixed(2) ?? null,
      payableAmount: r.order.payableAmount.toFixed(2),
      paidAmount: r.order.paidAmount.toFixed(2),
      createTime: r.createdAt.toISOString(),
    })),
  };
}
