import { couponDesk } from '@hashforge/contract/admin/coupons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { couponKeys } from './keys.ts';

export const couponsQuery = (input: CallInput<typeof couponDesk.list>) =>
  queryOptions({ queryKey: couponKeys.list(input), queryFn: () => adminCall(couponDesk.list, input) });

export function useCoupons(input: CallInput<typeof couponDesk.list>) {
  return useQuery({ ...couponsQuery(input), placeholderData: keepPreviousData });
}
