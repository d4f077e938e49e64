/** Query keys of the address book. */
export const addressKeys = {
  all: ['address'] as const,
  lists: () => [...addressKeys.all, 'list'] as const,
};
