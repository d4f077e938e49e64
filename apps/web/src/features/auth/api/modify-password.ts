import type { CallRequest } from '@hashforge/contract';
import { modifyPassword } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { endSessionAndGoHome } from '../../../lib/end-session.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';

/** A password change revokes every session: the cookie goes and the buyer goes home (docs/domain.md S4). */
export function useModifyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof modifyPassword>) => apiCall(modifyPassword, fields),
    onSuccess: async () => {
      await endSessionAndGoHome();
      queryClient.clear();
      toast.success(i18n.t('account.passwordChanged'));
    },
  });
}
