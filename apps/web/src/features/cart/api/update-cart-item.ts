import type { CallRequest, CartItem } from '@hashforge/contract';
import { updateCartItem } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { cartKeys } from './keys.ts';

/**
 * `cart/update`: the row shows the new quantity at once and goes back if the server refuses, so a
 * stepper never waits on the network.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof updateCartItem>) => apiCall(updateCartItem, fields),
    onMutate: async (fields) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.lists() });
      const before = queryClient.getQueryData<CartItem[]>(cartKeys.lists());
      queryClient.setQueryData<CartItem[]>(cartKeys.lists(), (rows) =>
        rows?.map((r) => (r.id === Number(fields.id) ? { ...r, productNum: Number(fields.productNum) } : r)),
      );
      return { before };
    },
    onError: (_error, _fields, context) => {
      if (context?.before) queryClient.setQueryData(cartKeys.lists(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
