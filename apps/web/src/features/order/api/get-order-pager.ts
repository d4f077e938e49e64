import { getOrderPager } from '@hashforge/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';

/** Orders, 10 per page (SPEC.md section 9). */
export const ORDER_PAGE_SIZE = 10;

/** Query keys of the order feature: all -> lists() -> list(statuses, page) -> detail(orderNo). */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (statusList: readonly number[], page: number) => [...orderKeys.lists(), statusList.join(','), page] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderNo: string) => [...orderKeys.details(), orderNo] as const,
};

export const orderPagerQuery = (statusList: readonly number[], page: number) =>
  queryOptions({
    queryKey: orderKeys.list(statusList, page),
    queryFn: ({ signal }) =>
      apiCall(getOrderPager, { page, limit: ORDER_PAGE_SIZE, statusList: [...statusList] }, { signal }),
  });

export function useOrderPager(statusList: readonly number[], page: number, enabled = true) {
  return useQuery({ ...orderPagerQuery(statusList, page), placeholderData: keepPreviousData, enabled });
}
