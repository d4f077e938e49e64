import { kycDesk } from '@hashforge/contract/admin/kyc';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const kycKeys = {
  all: ['kyc'] as const,
  list: (input: CallInput<typeof kycDesk.list>) => [...kycKeys.all, 'list', input] as const,
  detail: (userId: number) => [...kycKeys.all, 'detail', userId] as const,
};

export function useKycList(input: CallInput<typeof kycDesk.list>) {
  return useQuery({
    queryKey: kycKeys.list(input),
    queryFn: () => adminCall(kycDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useKyc(userId: number) {
  return useQuery({ queryKey: kycKeys.detail(userId), queryFn: () => adminCall(kycDesk.get, { userId }) });
}

function useKycStep<C extends typeof kycDesk.approve | typeof kycDesk.reject>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: kycKeys.all }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
}

export const useApproveKyc = () => useKycStep(kycDesk.approve);
export const useRejectKyc = () => useKycStep(kycDesk.reject);
