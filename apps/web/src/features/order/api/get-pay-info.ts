import { getPayInfo } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** The bank-wire instructions of the pay page: the owner's settings, read from the API. */
export const payInfoQuery = () =>
  queryOptions({
    queryKey: orderKeys.payInfo(),
    queryFn: ({ signal }) => apiCall(getPayInfo, {}, { signal }),
    staleTime: 60_000,
  });

export function usePayInfo() {
  return useQuery(payInfoQuery());
}
