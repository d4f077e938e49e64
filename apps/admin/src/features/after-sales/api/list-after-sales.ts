import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { afterSaleKeys } from './keys.ts';

export const afterSaleListQuery = (input: CallInput<typeof afterSaleDesk.list>) =>
  queryOptions({ queryKey: afterSaleKeys.list(input), queryFn: () => adminCall(afterSaleDesk.list, input) });

export function useAfterSaleList(input: CallInput<typeof afterSaleDesk.list>) {
  return useQuery({ ...afterSaleListQuery(input), placeholderData: keepPreviousData });
}
