import { getCartList } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { cartKeys } from './keys.ts';

export const cartListQuery = () =>
  queryOptions({
    queryKey: cartKeys.lists(),
    queryFn: ({ signal }) => apiCall(getCartList, {}, { signal }),
  });

export function useCartList() {
  return useQuery(cartListQuery());
}
