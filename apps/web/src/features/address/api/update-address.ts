import type { AddressForm } from '@hashforge/contract';
import { updateAddress } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { addressKeys } from './keys.ts';

/** Edit an address (`id` + every field). */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AddressForm & { id: number }) => apiCall(updateAddress, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** Make an address the default (`{ id, defaultStatus: 1 }`). */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(updateAddress, { id, defaultStatus: 1 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
