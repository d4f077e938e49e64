import {
  couponUsage,
  createCoupon,
  issueCoupon,
  issueCouponToAll,
  listCoupons,
} from '@hashforge/contract/admin/coupons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, type CallInput } from '../../lib/api.ts';

export const couponKeys = {
  all: ['coupons'] as const,
  list: (input: CallInput<typeof listCoupons>) => [...couponKeys.all, 'list', input] as const,
  usage: (input: CallInput<typeof couponUsage>) => [...couponKeys.all, 'usage', input] as const,
};

export function useCoupons(input: CallInput<typeof listCoupons>) {
  return useQuery({
    queryKey: couponKeys.list(input),
    queryFn: () => adminCall(listCoupons, input),
    placeholderData: keepPreviousData,
  });
}

export function useCouponUsage(input: CallInput<typeof couponUsage>) {
  return useQuery({
    queryKey: couponKeys.usage(input),
    queryFn: () => adminCall(couponUsage, input),
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

export const useCreateCoupon = () => useCouponCall(createCoupon);
export const useIssueCoupon = () => useCouponCall(issueCoupon);
export const useIssueCouponToAll = () => useCouponCall(issueCouponToAll);
