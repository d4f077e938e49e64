import type { CallRequest } from '@hashforge/contract';
import { createOrder } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { cartKeys } from '../../cart/api/keys.ts';
import { couponKeys } from '../../coupon/api/keys.ts';
import { orderKeys } from './keys.ts';

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createOrder>) => apiCall(createOrder, fields),
    onSuccess: async () => {
      // The ordered rows left the cart. Their preview is left alone: asked again it would be refused.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: cartKeys.count() }),
        queryClient.invalidateQueries({ queryKey: cartKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: couponKeys.all }),
      ]);
    },
  });
}
