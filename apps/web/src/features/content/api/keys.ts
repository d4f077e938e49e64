/** Query keys of the news area (news, notices, videos, the calendar). */
export const contentKeys = {
  all: ['content'] as const,
  pagers: () => [...contentKeys.all, 'pager'] as const,
  pager: (filters: { type: number; page: number; limit: number }) => [...contentKeys.pagers(), filters] as const,
  infinite: (type: number, limit: number) => [...contentKeys.all, 'infinite', type, limit] as const,
  details: () => [...contentKeys.all, 'detail'] as const,
  detail: (id: number) => [...contentKeys.details(), id] as const,
  activities: (startDate: string, endDate: string) => [...contentKeys.all, 'activities', startDate, endDate] as const,
};
