import { getSettings, updateSettings } from '@hashforge/contract/admin/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const settingsKeys = { all: ['settings'] as const };

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => adminCall(getSettings, {}) });
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateSettings>) => adminCall(updateSettings, input),
    onSuccess: (data) => client.setQueryData(settingsKeys.all, data),
  });
}
