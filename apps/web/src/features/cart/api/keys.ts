/** Query keys of the cart feature (all -> count / lists). Mutations invalidate through these. */
export const cartKeys = {
  all: ['cart'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
  lists: () => [...cartKeys.all, 'list'] as const,
  amount: (cartIds: readonly number[]) => [...cartKeys.all, 'amount', cartIds] as const,
};
