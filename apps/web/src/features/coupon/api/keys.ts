/** Query keys of the coupon list. */
export const couponKeys = {
  all: ['coupon'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
  list: (status: number, page: number) => [...couponKeys.lists(), status, page] as const,
};
