import type { CallRequest } from '@hashforge/contract';
import { modifyNameCover } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { userKeys } from './keys.ts';

export function useModifyNameCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof modifyNameCover>) => apiCall(modifyNameCover, fields),
    onSuccess: async () => {
      toast.success(i18n.t('account.nicknameSaved'));
      await queryClient.invalidateQueries({ queryKey: userKeys.info() });
    },
  });
}
