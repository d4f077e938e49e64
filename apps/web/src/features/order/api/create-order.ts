import type { CallRequest } from '@hashforge/contract';
import { createOrder } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './get-order-pager.ts';

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createOrder>) => apiCall(createOrder, fields),
    onSuccess: async () => {
      // The ordered rows left the cart. Their preview is left alone: asked again it would be refused.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['cart', 'count'] }),
        queryClient.invalidateQueries({ queryKey: ['cart', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['coupon'] }),
      ]);
    },
  });
}
