/** Query keys of the after-sale feature: all -> lists() -> list(page) -> detail(id). */
export const afterSaleKeys = {
  all: ['afterSale'] as const,
  lists: () => [...afterSaleKeys.all, 'list'] as const,
  list: (page: number) => [...afterSaleKeys.lists(), page] as const,
  details: () => [...afterSaleKeys.all, 'detail'] as const,
  detail: (id: number) => [...afterSaleKeys.details(), id] as const,
  contact: () => [...afterSaleKeys.all, 'contact'] as const,
  warranty: (machineCode: string) => [...afterSaleKeys.all, 'warranty', machineCode] as const,
};
