import type { CallRequest } from '@hashforge/contract';
import { createAfterSaleAddress } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

/** `after/sale/address/create`: return logistics plus the address the repaired devices go back to. */
export function useCreateLogistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createAfterSaleAddress>) => apiCall(createAfterSaleAddress, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }),
  });
}
