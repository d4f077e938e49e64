import type { CallRequest } from '@hashforge/contract';
import { uploadAfterSaleProof } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof uploadAfterSaleProof>) => apiCall(uploadAfterSaleProof, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }),
  });
}
