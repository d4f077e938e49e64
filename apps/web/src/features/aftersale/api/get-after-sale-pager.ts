import { AFTER_SALE_PAGE_SIZE } from '@hashforge/contract';
import { getAfterSalePager } from '@hashforge/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Query keys of the after-sale feature: all -> lists() -> list(page) -> detail(id). */
export const afterSaleKeys = {
  all: ['afterSale'] as const,
  lists: () => [...afterSaleKeys.all, 'list'] as const,
  list: (page: number) => [...afterSaleKeys.lists(), page] as const,
  details: () => [...afterSaleKeys.all, 'detail'] as const,
  detail: (id: number) => [...afterSaleKeys.details(), id] as const,
  warranty: (machineCode: string) => [...afterSaleKeys.all, 'warranty', machineCode] as const,
};

export const afterSalePagerQuery = (page: number) =>
  queryOptions({
    queryKey: afterSaleKeys.list(page),
    queryFn: ({ signal }) => apiCall(getAfterSalePager, { page, limit: AFTER_SALE_PAGE_SIZE }, { signal }),
  });

export function useAfterSalePager(page: number) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ ...afterSalePagerQuery(page), placeholderData: keepPreviousData });
}
