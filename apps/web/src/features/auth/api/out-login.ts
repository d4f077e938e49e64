import { outLogin } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client.ts';
import { endSessionAndGoHome } from '../../../lib/end-session.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';

/** Logout: revoke the session on the server, then forget the cookie and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiCall(outLogin, {}, { silent: true });
      } catch (error) {
        // An already-dead session is logged out as far as the buyer is concerned.
        if (!(error instanceof ApiError)) throw error;
      }
    },
    onSettled: async () => {
      await endSessionAndGoHome();
      queryClient.clear();
      toast.success(i18n.t('nav.loggedOut'));
    },
  });
}
