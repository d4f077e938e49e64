import { AFTER_SALE_PAGE_SIZE } from '@hashforge/contract';
import { getAfterSalePager } from '@hashforge/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

export const afterSalePagerQuery = (page: number) =>
  queryOptions({
    queryKey: afterSaleKeys.list(page),
    queryFn: ({ signal }) => apiCall(getAfterSalePager, { page, limit: AFTER_SALE_PAGE_SIZE }, { signal }),
  });

export function useAfterSalePager(page: number) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ ...afterSalePagerQuery(page), placeholderData: keepPreviousData });
}
