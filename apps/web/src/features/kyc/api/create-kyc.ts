import type { CallRequest } from '@hashforge/contract';
import { createKyc } from '@hashforge/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { userKeys } from '../../auth/api/keys.ts';
import { kycKeys } from './keys.ts';

export function useCreateKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows field messages itself; other refusals still come as a toast.
    mutationFn: (fields: CallRequest<typeof createKyc>) => apiCall(createKyc, fields),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: kycKeys.all });
      // The account page shows the KYC state from the user info.
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
