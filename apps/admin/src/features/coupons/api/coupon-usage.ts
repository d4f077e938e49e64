import { couponDesk } from '@hashforge/contract/admin/coupons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { couponKeys } from './keys.ts';

export const couponUsageQuery = (input: CallInput<typeof couponDesk.usage>) =>
  queryOptions({ queryKey: couponKeys.usage(input), queryFn: () => adminCall(couponDesk.usage, input) });

export function useCouponUsage(input: CallInput<typeof couponDesk.usage>) {
  return useQuery({ ...couponUsageQuery(input), placeholderData: keepPreviousData });
}
