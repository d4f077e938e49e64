import { staffDesk } from '@hashforge/contract/admin/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { staffKeys } from './keys.ts';

export const staffSessionsQuery = (staffId: number) =>
  queryOptions({
    queryKey: staffKeys.sessions(staffId),
    queryFn: () => adminCall(staffDesk.listSessions, { staffId }),
  });

export function useStaffSessions(staffId: number) {
  return useQuery(staffSessionsQuery(staffId));
}
