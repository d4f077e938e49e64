import { submitChainPayment } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

export function useSubmitChainPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // Its refusal is shown under the hash field, not as a toast.
    mutationFn: (input: { orderNo: string; network: string; txHash: string }) =>
      apiCall(submitChainPayment, input, { silent: true }),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: orderKeys.usdt(input.orderNo) }),
  });
}
