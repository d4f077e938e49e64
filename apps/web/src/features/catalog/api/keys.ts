/** Query keys of the catalogue (TkDodo's factory: all -> lists -> list(filters) -> detail(code)). */
export const catalogKeys = {
  all: ['catalog'] as const,
  banners: (type: number) => [...catalogKeys.all, 'banners', type] as const,
  lists: () => [...catalogKeys.all, 'products'] as const,
  list: (filters: { page: number; limit: number }) => [...catalogKeys.lists(), filters] as const,
  details: () => [...catalogKeys.all, 'product'] as const,
  detail: (code: string) => [...catalogKeys.details(), code] as const,
};
