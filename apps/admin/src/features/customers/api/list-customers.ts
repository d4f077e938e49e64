import { customerDesk } from '@hashforge/contract/admin/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { customerKeys } from './keys.ts';

export const customersQuery = (input: CallInput<typeof customerDesk.list>) =>
  queryOptions({ queryKey: customerKeys.list(input), queryFn: () => adminCall(customerDesk.list, input) });

export function useCustomers(input: CallInput<typeof customerDesk.list>) {
  return useQuery({ ...customersQuery(input), placeholderData: keepPreviousData });
}
