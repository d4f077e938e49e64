import type { NewsListItem, Paged } from '@hashforge/contract';
import { getNewsPager } from '@hashforge/contract/routes';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { firstPageInitialData } from '../../../lib/first-page-answers.ts';
import { contentKeys } from './keys.ts';

/** `news/getPager`: news (1), videos (2) or notices (4), newest first. */
export const newsPagerQuery = (type: number, page: number, limit: number) =>
  queryOptions({
    queryKey: contentKeys.pager({ type, page, limit }),
    queryFn: ({ signal }) => apiCall(getNewsPager, { type, page, limit }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    ...firstPageInitialData(getNewsPager, { type, page, limit }),
  });

export function useNewsPager(type: number, page: number, limit: number) {
  return useQuery(newsPagerQuery(type, page, limit));
}

/** The same call page after page, for lists that load more as they scroll (videos, 10 at a time). */
export const newsInfiniteQuery = (type: number, limit: number) =>
  infiniteQueryOptions({
    queryKey: contentKeys.infinite(type, limit),
    queryFn: ({ pageParam, signal }) => apiCall(getNewsPager, { type, page: pageParam, limit }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<NewsListItem>, pages) =>
      pages.length * limit < last.total && last.list.length > 0 ? pages.length + 1 : undefined,
    staleTime: 60_000,
  });

export function useNewsInfinite(type: number, limit: number) {
  return useInfiniteQuery(newsInfiniteQuery(type, limit));
}
