import { type CallRequest, modifyPassword } from '@hashforge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { clearSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/** A password change revokes every session: the cookie goes and the buyer goes home (SPEC.md section 4). */
export function useModifyPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof modifyPassword>) => apiCall(modifyPassword, fields),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      toast.success(i18n.t('account.passwordChanged'));
      navigate(paths.home, { replace: true });
    },
  });
}
