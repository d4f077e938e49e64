import { isBulkExcluded } from '@hashforge/contract';
import { getProductList } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { bulkKeys } from './keys.ts';

/**
 * The bulk form's product choices: the catalogue without the machines it excludes (an alias with
 * x4 and mini, 1u or server; docs/domain.md S5), with the same rule the server applies.
 */
export const bulkProductsQuery = () =>
  queryOptions({
    queryKey: bulkKeys.products(),
    queryFn: async ({ signal }) => {
      const page = await apiCall(getProductList, { page: 1, limit: 100 }, { signal });
      return page.list.filter((p) => !isBulkExcluded(p.aliasName));
    },
    staleTime: 5 * 60_000,
  });

export function useBulkProducts() {
  return useQuery(bulkProductsQuery());
}
