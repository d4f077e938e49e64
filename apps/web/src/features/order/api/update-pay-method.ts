import { PAY_TYPE_USD } from '@hashforge/contract';
import { updatePayMethod } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

export function useUpdatePayMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => apiCall(updatePayMethod, { orderNo, payType: PAY_TYPE_USD }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
