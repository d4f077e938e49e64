import { orderDesk } from '@hashforge/contract/admin/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { type OrderListInput, orderKeys } from './keys.ts';

export const ordersQuery = (input: OrderListInput) =>
  queryOptions({ queryKey: orderKeys.list(input), queryFn: () => adminCall(orderDesk.list, input) });

export function useOrders(input: OrderListInput) {
  return useQuery({ ...ordersQuery(input), placeholderData: keepPreviousData });
}
