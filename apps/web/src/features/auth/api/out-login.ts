import { outLogin } from '@hashforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiCall } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { clearSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/** Logout: revoke the session on the server, then forget the cookie and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiCall(outLogin, {}, { silent: true });
      } catch (error) {
        // An already-dead session is logged out as far as the buyer is concerned.
        if (!(error instanceof ApiError)) throw error;
      }
    },
    onSettled: () => {
      clearSession();
      queryClient.clear();
      toast.success(i18n.t('nav.loggedOut'));
      navigate(paths.home);
    },
  });
}
