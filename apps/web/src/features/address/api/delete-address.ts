import { deleteAddress } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { addressKeys } from './keys.ts';

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteAddress, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
