import { settingsDesk } from '@hashforge/contract/admin/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const settingsKeys = { all: ['settings'] as const };

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => adminCall(settingsDesk.get, {}) });
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof settingsDesk.update>) => adminCall(settingsDesk.update, input),
    onSuccess: (data) => client.setQueryData(settingsKeys.all, data),
  });
}
