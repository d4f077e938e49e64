import { serialDesk } from '@hashforge/contract/admin/serials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminUpload, type CallData, type CallInput } from '../../lib/api.ts';

export const serialKeys = {
  all: ['serials'] as const,
  list: (input: CallInput<typeof serialDesk.list>) => [...serialKeys.all, 'list', input] as const,
};

export function useSerials(input: CallInput<typeof serialDesk.list>) {
  return useQuery({
    queryKey: serialKeys.list(input),
    queryFn: () => adminCall(serialDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateSerial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof serialDesk.update>) => adminCall(serialDesk.update, input),
    onSettled: () => client.invalidateQueries({ queryKey: serialKeys.all }),
  });
}

/**
 * serials/import is multipart (file field `file`): the browser sets the boundary, so no content-type
 * here, but the CSRF header goes as on every call. The answer is the usual envelope.
 */
function uploadSerialCsv(file: File): Promise<CallData<typeof serialDesk.import>> {
  return adminUpload(serialDesk.import, { file }, 'The import failed');
}

export function useImportSerials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadSerialCsv,
    onSettled: () => client.invalidateQueries({ queryKey: serialKeys.all }),
  });
}
