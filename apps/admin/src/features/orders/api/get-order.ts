import { orderDesk } from '@hashforge/contract/admin/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { orderKeys } from './keys.ts';

export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: () => adminCall(orderDesk.get, { orderNo }),
    // A document just issued is rendered by the worker within seconds: read again until it is ready.
    refetchInterval: (query) => (query.state.data?.documents.some((d) => !d.ready) ? 3_000 : false),
  });

export function useOrder(orderNo: string) {
  return useQuery(orderQuery(orderNo));
}
