import { contentDesk } from '@hashforge/contract/admin/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { contentKeys } from './keys.ts';

export const activitiesQuery = (input: CallInput<typeof contentDesk.listActivities>) =>
  queryOptions({
    queryKey: contentKeys.activityList(input),
    queryFn: () => adminCall(contentDesk.listActivities, input),
  });

export function useActivities(input: CallInput<typeof contentDesk.listActivities>) {
  return useQuery({ ...activitiesQuery(input), placeholderData: keepPreviousData });
}
