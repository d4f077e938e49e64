import { customerDesk } from '@hashforge/contract/admin/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { customerKeys } from './keys.ts';

export const customerQuery = (userId: number) =>
  queryOptions({ queryKey: customerKeys.detail(userId), queryFn: () => adminCall(customerDesk.get, { userId }) });

export function useCustomer(userId: number) {
  return useQuery(customerQuery(userId));
}
