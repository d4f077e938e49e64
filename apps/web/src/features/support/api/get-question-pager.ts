import { getQuestionPager } from '@hashforge/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

/** `question/answer/getPager`: the FAQ, hot questions first. */
export const questionPagerQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: supportKeys.faq(page, limit),
    queryFn: ({ signal }) => apiCall(getQuestionPager, { page, limit }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useQuestionPager(page: number, limit: number) {
  return useQuery(questionPagerQuery(page, limit));
}
