import { paymentDesk } from '@hashforge/contract/admin/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { paymentKeys } from './keys.ts';

export const paymentsQuery = (input: CallInput<typeof paymentDesk.list>) =>
  queryOptions({ queryKey: paymentKeys.list(input), queryFn: () => adminCall(paymentDesk.list, input) });

export function usePayments(input: CallInput<typeof paymentDesk.list>) {
  return useQuery({ ...paymentsQuery(input), placeholderData: keepPreviousData });
}
