import { getUserInfo } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

/** The buyer's email and phone, to prefill the application's contact fields. */
export const contactDefaultsQuery = () =>
  queryOptions({
    queryKey: afterSaleKeys.contact(),
    queryFn: ({ signal }) => apiCall(getUserInfo, {}, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

export function useContactDefaults() {
  return useQuery(contactDefaultsQuery());
}
