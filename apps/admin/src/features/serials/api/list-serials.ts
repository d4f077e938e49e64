import { serialDesk } from '@hashforge/contract/admin/serials';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { serialKeys } from './keys.ts';

export const serialsQuery = (input: CallInput<typeof serialDesk.list>) =>
  queryOptions({ queryKey: serialKeys.list(input), queryFn: () => adminCall(serialDesk.list, input) });

export function useSerials(input: CallInput<typeof serialDesk.list>) {
  return useQuery({ ...serialsQuery(input), placeholderData: keepPreviousData });
}
