import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { productFileKeys } from './keys.ts';

/** The products to choose from (products/list, the first 200 in catalogue order), for the filter and the dialog. */
export const productChoicesQuery = () =>
  queryOptions({
    queryKey: productFileKeys.products(),
    queryFn: () => adminCall(catalogDesk.listProducts, { page: 1, limit: 200 }),
    staleTime: 60_000,
  });

export function useProductChoices() {
  return useQuery(productChoicesQuery());
}
