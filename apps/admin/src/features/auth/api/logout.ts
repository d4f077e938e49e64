import { authDesk } from '@hashforge/contract/admin/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, setCsrfToken } from '../../../lib/api.ts';
import { sessionKeys } from '../../../lib/session.ts';

/** Ends the session, answered or not: nothing of one staff member's screens may show to the next one on this browser. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall(authDesk.logout, {}),
    onSettled: () => {
      setCsrfToken(null);
      client.clear();
      client.setQueryData(sessionKeys.me(), null);
    },
  });
}
