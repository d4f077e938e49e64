import { getOrderByOrderNo } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: ({ signal }) => apiCall(getOrderByOrderNo, { orderNo }, { signal }),
    // Signed image URLs expire: a fresh answer on each visit.
    staleTime: 0,
  });

export function useOrder(orderNo: string) {
  return useQuery({ ...orderQuery(orderNo), enabled: orderNo !== '' });
}
