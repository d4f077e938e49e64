import { orderDesk } from '@hashforge/contract/admin/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { orderKeys } from './keys.ts';

export const orderQuery = (orderNo: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderNo), queryFn: () => adminCall(orderDesk.get, { orderNo }) });

export function useOrder(orderNo: string) {
  return useQuery(orderQuery(orderNo));
}
