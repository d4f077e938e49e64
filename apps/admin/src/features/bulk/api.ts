import { bulkDesk } from '@hashforge/contract/admin/bulk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const bulkKeys = {
  all: ['bulk'] as const,
  list: (input: CallInput<typeof bulkDesk.list>) => [...bulkKeys.all, 'list', input] as const,
  detail: (id: number) => [...bulkKeys.all, 'detail', id] as const,
};

export function useBulkList(input: CallInput<typeof bulkDesk.list>) {
  return useQuery({
    queryKey: bulkKeys.list(input),
    queryFn: () => adminCall(bulkDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useBulk(id: number) {
  return useQuery({ queryKey: bulkKeys.detail(id), queryFn: () => adminCall(bulkDesk.get, { id }) });
}

export function useUpdateBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof bulkDesk.update>) => adminCall(bulkDesk.update, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bulkKeys.all }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
