import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { catalogKeys } from './keys.ts';

/** products/get: the edit form's copy, read once when the form opens (a refetch must not overwrite typing). */
export const productDetailsQuery = (productId: number) =>
  queryOptions({
    queryKey: catalogKeys.details(productId),
    queryFn: () => adminCall(catalogDesk.getProduct, { productId }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useProductDetails(productId: number) {
  return useQuery(productDetailsQuery(productId));
}
