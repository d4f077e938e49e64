import { getNews } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

/** `news/get`: one article or notice with its HTML body; an unknown id is the page's own empty state. */
export const newsQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.detail(id),
    queryFn: ({ signal }) => apiCall(getNews, { id }, { signal, silent: true }),
    staleTime: 60_000,
  });

export function useNews(id: number) {
  return useQuery({ ...newsQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
