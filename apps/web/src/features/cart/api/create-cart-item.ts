import { type CallRequest, msg } from '@hashforge/contract';
import { createCartItem } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { cartKeys } from './keys.ts';

/** `cart/create`; the header badge and the cart follow (docs/domain.md S7: `added to cart`, count refreshed). */
export function useAddToCart(options: { toastOnSuccess?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createCartItem>) => apiCall(createCartItem, fields),
    onSuccess: async () => {
      if (options.toastOnSuccess !== false) toast.success(msg.addedToCart);
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
