import type { CallRequest } from '@hashforge/contract';
import { createAfterSaleRecord } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './keys.ts';

export function useCreateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createAfterSaleRecord>) => apiCall(createAfterSaleRecord, fields),
    onSuccess: (_data, fields) =>
      queryClient.invalidateQueries({ queryKey: afterSaleKeys.detail(Number(fields.afterSaleId)) }),
  });
}
