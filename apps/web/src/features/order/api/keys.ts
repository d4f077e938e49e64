/** Query keys of the order feature: all -> lists() -> list(statuses, page) -> detail(orderNo); payInfo(); usdt(orderNo); documents(orderNo). */
export const orderKeys = {
  all: ['order'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (statusList: readonly number[], page: number) => [...orderKeys.lists(), statusList.join(','), page] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderNo: string) => [...orderKeys.details(), orderNo] as const,
  payInfo: () => [...orderKeys.all, 'pay-info'] as const,
  usdt: (orderNo: string) => [...orderKeys.all, 'usdt', orderNo] as const,
  documents: (orderNo: string) => [...orderKeys.all, 'documents', orderNo] as const,
};
