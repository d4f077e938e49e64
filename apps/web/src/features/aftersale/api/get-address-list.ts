import { getAddressList } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './get-after-sale-pager.ts';

/** The buyer's saved addresses, for the return-address choice of the logistics dialog. */
export const addressListQuery = () =>
  queryOptions({
    queryKey: afterSaleKeys.addresses(),
    queryFn: ({ signal }) => apiCall(getAddressList, {}, { signal }),
  });

export function useAddressList(enabled: boolean) {
  return useQuery({ ...addressListQuery(), enabled });
}
