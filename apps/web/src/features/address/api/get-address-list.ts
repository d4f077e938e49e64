import { getAddressList } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { addressKeys } from './keys.ts';

export const addressListQuery = () =>
  queryOptions({
    queryKey: addressKeys.lists(),
    queryFn: ({ signal }) => apiCall(getAddressList, {}, { signal }),
  });

/** `enabled` false waits (the after-sale logistics dialog reads the list when it opens). */
export function useAddressList(enabled = true) {
  return useQuery({ ...addressListQuery(), enabled });
}
