import { updatePayMethod } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

export function useUpdatePayMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderNo: string; payType: number }) => apiCall(updatePayMethod, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
