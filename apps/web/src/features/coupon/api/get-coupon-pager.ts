import { getCouponPager } from '@hashforge/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { couponKeys } from './keys.ts';

/** Coupons, 10 per page (docs/domain.md S9). */
export const COUPON_PAGE_SIZE = 10;

export const couponPagerQuery = (status: number, page: number) =>
  queryOptions({
    queryKey: couponKeys.list(status, page),
    queryFn: ({ signal }) => apiCall(getCouponPager, { page, limit: COUPON_PAGE_SIZE, status }, { signal }),
  });

export function useCouponPager(status: number, page: number) {
  return useQuery({ ...couponPagerQuery(status, page), placeholderData: keepPreviousData });
}
