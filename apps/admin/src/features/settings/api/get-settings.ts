import { settingsDesk } from '@hashforge/contract/admin/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';

export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: () => adminCall(settingsDesk.get, {}),
});

export function useSettings() {
  return useQuery(settingsQuery);
}
