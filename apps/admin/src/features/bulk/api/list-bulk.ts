import { bulkDesk } from '@hashforge/contract/admin/bulk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { bulkKeys } from './keys.ts';

export const bulkListQuery = (input: CallInput<typeof bulkDesk.list>) =>
  queryOptions({ queryKey: bulkKeys.list(input), queryFn: () => adminCall(bulkDesk.list, input) });

export function useBulkList(input: CallInput<typeof bulkDesk.list>) {
  return useQuery({ ...bulkListQuery(input), placeholderData: keepPreviousData });
}
