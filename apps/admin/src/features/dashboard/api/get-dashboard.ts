import { dashboardDesk } from '@hashforge/contract/admin/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: () => adminCall(dashboardDesk.get, {}),
  // The queues are the staff's to-do list: refreshed every minute while the page is open.
  refetchInterval: 60_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
