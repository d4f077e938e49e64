import {
  disableCustomer,
  enableCustomer,
  getCustomer,
  issueCustomerCoupon,
  listCustomers,
} from '@hashforge/contract/admin/customers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const customerKeys = {
  all: ['customers'] as const,
  list: (input: CallInput<typeof listCustomers>) => [...customerKeys.all, 'list', input] as const,
  detail: (userId: number) => [...customerKeys.all, 'detail', userId] as const,
};

export function useCustomers(input: CallInput<typeof listCustomers>) {
  return useQuery({
    queryKey: customerKeys.list(input),
    queryFn: () => adminCall(listCustomers, input),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(userId: number) {
  return useQuery({ queryKey: customerKeys.detail(userId), queryFn: () => adminCall(getCustomer, { userId }) });
}

function useCustomerStep<C extends typeof disableCustomer | typeof enableCustomer | typeof issueCustomerCoupon>(
  call: C,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export const useDisableCustomer = () => useCustomerStep(disableCustomer);
export const useEnableCustomer = () => useCustomerStep(enableCustomer);
export const useIssueCoupon = () => useCustomerStep(issueCustomerCoupon);
