import type { CallRequest } from '@hashforge/contract';
import { forgetPassword } from '@hashforge/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { clearSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export function useForgetPassword() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof forgetPassword>) => apiCall(forgetPassword, fields),
    onSuccess: () => {
      // The reset revoked every session of the account, this browser's included.
      clearSession();
      toast.success(i18n.t('auth.retrieveDone'));
      navigate(paths.login, { replace: true });
    },
  });
}
