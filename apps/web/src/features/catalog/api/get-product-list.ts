import { getProductList } from '@hashforge/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { firstPageInitialData } from '../../../lib/first-page-answers.ts';
import { catalogKeys } from './keys.ts';

/** `product/getList`: product cards (the list page asks for page 1, limit 30; home for 4). */
export const productListQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: catalogKeys.list({ page, limit }),
    queryFn: ({ signal }) => apiCall(getProductList, { page, limit }, { signal }),
    staleTime: 60_000,
    ...firstPageInitialData(getProductList, { page, limit }),
    placeholderData: keepPreviousData,
  });

export function useProductList(page: number, limit: number) {
  return useQuery(productListQuery(page, limit));
}
