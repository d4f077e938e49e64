import { getProduct } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { firstPageInitialData } from '../../../lib/first-page-answers.ts';
import { catalogKeys } from './keys.ts';

/**
 * `product/get` by productCode. Silent: an unknown code is shown as the page's own not-found state
 * rather than a toast.
 */
export const productQuery = (code: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(code),
    queryFn: ({ signal }) => apiCall(getProduct, { code }, { signal, silent: true }),
    staleTime: 30_000,
    ...firstPageInitialData(getProduct, { code }),
  });

export function useProduct(code: string) {
  return useQuery(productQuery(code));
}
