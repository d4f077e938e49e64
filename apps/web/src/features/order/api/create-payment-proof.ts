import type { CallRequest } from '@hashforge/contract';
import { createPaymentProof } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

export function useCreatePaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createPaymentProof>) => apiCall(createPaymentProof, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
