/** Query keys of the signed-in buyer's own data. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
};
