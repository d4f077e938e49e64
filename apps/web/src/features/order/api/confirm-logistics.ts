import { confirmLogistics } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

export function useConfirmLogistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(confirmLogistics, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
