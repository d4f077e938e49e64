/** Query keys of the bulk enquiry form. */
export const bulkKeys = {
  all: ['bulk'] as const,
  products: () => [...bulkKeys.all, 'products'] as const,
};
