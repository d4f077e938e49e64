import type { AfterSale, AfterSaleListItem, Paged, PageRequest } from '@hashforge/contract';
import { pageWindow } from '../../db/page-window.ts';
import type { Deps } from '../../deps.ts';
import { findOwnedAfterSale, toAfterSaleModel, toListItem } from './after-sale.repository.ts';

/** The buyer's requests, newest first (10 per page on the storefront). */
export async function listAfterSales(
  deps: Pick<Deps, 'prisma'>,
  userId: number,
  page: PageRequest,
): Promise<Paged<AfterSaleListItem>> {
  const [total, rows] = await Promise.all([
    deps.prisma.afterSale.count({ where: { userId } }),
    deps.prisma.afterSale.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(page),
      select: {
        id: true,
        describes: true,
        status: true,
        payStatus: true,
        createdAt: true,
        codes: { select: { machineCode: true }, orderBy: { id: 'asc' } },
      },
    }),
  ]);
  return { total, list: rows.map(toListItem) };
}

export async function getAfterSale(
  deps: Pick<Deps, 'prisma' | 'storage'>,
  userId: number,
  id: number,
): Promise<AfterSale> {
  return toAfterSaleModel(deps, await findOwnedAfterSale(deps.prisma, userId, id));
}
