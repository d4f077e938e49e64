import { staffDesk } from '@hashforge/contract/admin/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { staffKeys } from './keys.ts';

export const staffListQuery = (input: CallInput<typeof staffDesk.list>) =>
  queryOptions({ queryKey: staffKeys.list(input), queryFn: () => adminCall(staffDesk.list, input) });

export function useStaffList(input: CallInput<typeof staffDesk.list>) {
  return useQuery({ ...staffListQuery(input), placeholderData: keepPreviousData });
}
