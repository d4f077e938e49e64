import { couponDesk } from '@hashforge/contract/admin/coupons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const couponKeys = {
  all: ['coupons'] as const,
  list: (input: CallInput<typeof couponDesk.list>) => [...couponKeys.all, 'list', input] as const,
  usage: (input: CallInput<typeof couponDesk.usage>) => [...couponKeys.all, 'usage', input] as const,
};

export function useCoupons(input: CallInput<typeof couponDesk.list>) {
  return useQuery({
    queryKey: couponKeys.list(input),
    queryFn: () => adminCall(couponDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useCouponUsage(input: CallInput<typeof couponDesk.usage>) {
  return useQuery({
    queryKey: couponKeys.usage(input),
    queryFn: () => adminCall(couponDesk.usage, input),
    placeholderData: keepPreviousData,
  });
}

function useCouponCall<C extends AdminCallLike>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export const useCreateCoupon = () => useCouponCall(couponDesk.create);
export const useIssueCoupon = () => useCouponCall(couponDesk.issue);
export const useIssueCouponToAll = () => useCouponCall(couponDesk.issueToAll);
