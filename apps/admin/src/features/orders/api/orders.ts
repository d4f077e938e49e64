import { orderDesk } from '@hashforge/contract/admin/orders';
import { paymentDesk } from '@hashforge/contract/admin/payments';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';

export type OrderListInput = CallInput<typeof orderDesk.list>;

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (input: OrderListInput) => [...orderKeys.lists(), input] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderNo: string) => [...orderKeys.details(), orderNo] as const,
};

export function useOrders(input: OrderListInput) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.list(input),
      queryFn: () => adminCall(orderDesk.list, input),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useOrder(orderNo: string) {
  return useQuery({ queryKey: orderKeys.detail(orderNo), queryFn: () => adminCall(orderDesk.get, { orderNo }) });
}

/**
 * After any step on an order: the order, the lists it shows in, the proof queue and the dashboard's
 * counts all changed.
 */
function useOrderStep<C extends Parameters<typeof adminCall>[0]>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.all }),
        client.invalidateQueries({ queryKey: ['payments'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
}

export const useApprovePayment = () => useOrderStep(paymentDesk.approve);
export const useFailPayment = () => useOrderStep(paymentDesk.fail);
export const useConfirmCovered = () => useOrderStep(paymentDesk.confirmCovered);
export const useShipOrder = () => useOrderStep(orderDesk.ship);
export const useCancelOrder = () => useOrderStep(orderDesk.cancel);
export const useRecordRefund = () => useOrderStep(orderDesk.recordRefund);
