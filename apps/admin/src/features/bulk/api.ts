import { getBulk, listBulk, updateBulk } from '@hashforge/contract/admin/bulk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../lib/api.ts';

export const bulkKeys = {
  all: ['bulk'] as const,
  list: (input: CallInput<typeof listBulk>) => [...bulkKeys.all, 'list', input] as const,
  detail: (id: number) => [...bulkKeys.all, 'detail', id] as const,
};

export function useBulkList(input: CallInput<typeof listBulk>) {
  return useQuery({
    queryKey: bulkKeys.list(input),
    queryFn: () => adminCall(listBulk, input),
    placeholderData: keepPreviousData,
  });
}

export function useBulk(id: number) {
  return useQuery({ queryKey: bulkKeys.detail(id), queryFn: () => adminCall(getBulk, { id }) });
}

export function useUpdateBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateBulk>) => adminCall(updateBulk, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bulkKeys.all }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
