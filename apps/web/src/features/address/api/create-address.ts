import type { CallRequest } from '@hashforge/contract';
import { createAddress } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { addressKeys } from './keys.ts';

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createAddress>) => apiCall(createAddress, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
