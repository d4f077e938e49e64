import { getOrderPager } from '@hashforge/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** Orders, 10 per page (docs/domain.md S9). */
export const ORDER_PAGE_SIZE = 10;

export const orderPagerQuery = (statusList: readonly number[], page: number) =>
  queryOptions({
    queryKey: orderKeys.list(statusList, page),
    queryFn: ({ signal }) =>
      apiCall(getOrderPager, { page, limit: ORDER_PAGE_SIZE, statusList: [...statusList] }, { signal }),
  });

export function useOrderPager(statusList: readonly number[], page: number, enabled = true) {
  return useQuery({ ...orderPagerQuery(statusList, page), placeholderData: keepPreviousData, enabled });
}
