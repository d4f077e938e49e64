import { kycDesk } from '@hashforge/contract/admin/kyc';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { kycKeys } from './keys.ts';

export const kycListQuery = (input: CallInput<typeof kycDesk.list>) =>
  queryOptions({ queryKey: kycKeys.list(input), queryFn: () => adminCall(kycDesk.list, input) });

export function useKycList(input: CallInput<typeof kycDesk.list>) {
  return useQuery({ ...kycListQuery(input), placeholderData: keepPreviousData });
}
