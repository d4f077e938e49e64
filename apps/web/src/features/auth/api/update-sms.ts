import type { CallRequest } from '@hashforge/contract';
import { updateSms } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { userKeys } from './keys.ts';

/** Binds a phone with a code sent to it (type 4). */
export function useUpdateSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof updateSms>) => apiCall(updateSms, fields),
    onSuccess: async () => {
      toast.success(i18n.t('account.phoneBound'));
      await queryClient.invalidateQueries({ queryKey: userKeys.info() });
    },
  });
}
