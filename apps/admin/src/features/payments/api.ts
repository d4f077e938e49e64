import { listPayments } from '@hashforge/contract/admin/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  list: (input: CallInput<typeof listPayments>) => [...paymentKeys.all, 'list', input] as const,
};

export function usePayments(input: CallInput<typeof listPayments>) {
  return useQuery({
    queryKey: paymentKeys.list(input),
    queryFn: () => adminCall(listPayments, input),
    placeholderData: keepPreviousData,
  });
}
