import { authDesk } from '@hashforge/contract/admin/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { authKeys } from './keys.ts';

/** auth/sessions: one's own signed-in sessions. */
export const ownSessionsQuery = () =>
  queryOptions({ queryKey: authKeys.ownSessions(), queryFn: () => adminCall(authDesk.ownSessions, {}) });

export function useOwnSessions() {
  return useQuery(ownSessionsQuery());
}
