import type { Prisma } from '../../../db/generated/client.ts';
import { pageTotal } from '../../../db/list-totals.ts';
import { pageWindow } from '../../../db/page-window.ts';
import type { Deps } from '../../../deps.ts';

/**
 * `aftersales/list` (aftersales.read): newest first, or, filtered to one stage, the request waiting
 * there longest first (a queue).
 */
export async function listAfterSalesForStaff(
  deps: Pick<Deps, 'prisma' | 'clock' | 'logger'>,
  input: { page: number; limit: number; status?: number | undefined },
) {
  const where: Prisma.AfterSaleWhereInput = input.status === undefined ? {} : { status: input.status };
  const rows = await deps.prisma.afterSale.findMany({
    where,
    orderBy:
      input.status === undefined
        ? [{ createdAt: 'desc' }, { id: 'desc' }]
        : [{ statusChangedAt: 'asc' }, { id: 'asc' }],
    ...pageWindow(input),
    select: {
      id: true,
      status: true,
      payStatus: true,
      email: true,
      userName: true,
      createdAt: true,
      codes: { select: { machineCode: true }, orderBy: { id: 'asc' } },
    },
  });
  const total = await pageTotal(deps, `after_sale:${JSON.stringify(where)}`, input, rows.length, () =>
    deps.prisma.afterSale.count({ where }),
  );
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      status: r.status,
      payStatus: r.payStatus,
      email: r.email,
      userName: r.userName,
      machineCodeList: r.codes.map((c) => c.machineCode),
      createTime: r.createdAt.toISOString(),
    })),
  };
}
