import { kycDesk } from '@hashforge/contract/admin/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { kycKeys } from './keys.ts';

export const kycQuery = (userId: number) =>
  queryOptions({ queryKey: kycKeys.detail(userId), queryFn: () => adminCall(kycDesk.get, { userId }) });

export function useKyc(userId: number) {
  return useQuery(kycQuery(userId));
}
