import { confirmAfterSaleReceipt } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

export function useConfirmReceipt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(confirmAfterSaleReceipt, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }),
  });
}
