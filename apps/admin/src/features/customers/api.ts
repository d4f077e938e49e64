import { customerDesk } from '@hashforge/contract/admin/customers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const customerKeys = {
  all: ['customers'] as const,
  list: (input: CallInput<typeof customerDesk.list>) => [...customerKeys.all, 'list', input] as const,
  detail: (userId: number) => [...customerKeys.all, 'detail', userId] as const,
};

export function useCustomers(input: CallInput<typeof customerDesk.list>) {
  return useQuery({
    queryKey: customerKeys.list(input),
    queryFn: () => adminCall(customerDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(userId: number) {
  return useQuery({ queryKey: customerKeys.detail(userId), queryFn: () => adminCall(customerDesk.get, { userId }) });
}

function useCustomerStep<
  C extends typeof customerDesk.disable | typeof customerDesk.enable | typeof customerDesk.issueCoupon,
>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export const useDisableCustomer = () => useCustomerStep(customerDesk.disable);
export const useEnableCustomer = () => useCustomerStep(customerDesk.enable);
export const useIssueCoupon = () => useCustomerStep(customerDesk.issueCoupon);
