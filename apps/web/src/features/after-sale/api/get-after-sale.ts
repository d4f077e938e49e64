import { getAfterSale } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

export const afterSaleQuery = (id: number) =>
  queryOptions({
    queryKey: afterSaleKeys.detail(id),
    queryFn: ({ signal }) => apiCall(getAfterSale, { id }, { signal }),
    // File URLs are signed for 15 minutes: a detail kept open longer is fetched again.
    staleTime: 60_000,
  });

export function useAfterSale(id: number) {
  return useQuery({ ...afterSaleQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
