import { contentDesk } from '@hashforge/contract/admin/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { newsKeys } from './keys.ts';

export const newsListQuery = (input: CallInput<typeof contentDesk.listNews>) =>
  queryOptions({ queryKey: newsKeys.list(input), queryFn: () => adminCall(contentDesk.listNews, input) });

export function useNewsList(input: CallInput<typeof contentDesk.listNews>) {
  return useQuery({ ...newsListQuery(input), placeholderData: keepPreviousData });
}
