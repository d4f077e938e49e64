import type { CallRequest } from '@hashforge/contract';
import { createAfterSale } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

export function useCreateAfterSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createAfterSale>) => apiCall(createAfterSale, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterSaleKeys.lists() }),
  });
}
