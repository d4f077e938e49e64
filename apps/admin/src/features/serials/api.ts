import { importSerials, listSerials, updateSerial } from '@hashforge/contract/admin/serials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminApiError, adminCall, adminUrl, type CallData, type CallInput, getCsrfToken } from '../../lib/api.ts';

export const serialKeys = {
  all: ['serials'] as const,
  list: (input: CallInput<typeof listSerials>) => [...serialKeys.all, 'list', input] as const,
};

export function useSerials(input: CallInput<typeof listSerials>) {
  return useQuery({
    queryKey: serialKeys.list(input),
    queryFn: () => adminCall(listSerials, input),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateSerial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateSerial>) => adminCall(updateSerial, input),
    onSettled: () => client.invalidateQueries({ queryKey: serialKeys.all }),
  });
}

/**
 * serials/import is multipart (file field `file`): the browser sets the boundary, so no content-type
 * here, but the CSRF header goes as on every call. The answer is the usual envelope.
 */
async function uploadSerialCsv(file: File): Promise<CallData<typeof importSerials>> {
  const body = new FormData();
  body.append('file', file);
  const token = getCsrfToken();
  let response: Response;
  try {
    response = await fetch(adminUrl(importSerials.path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { 'x-csrf-token': token } : {},
      body,
    });
  } catch {
    throw new AdminApiError(0, 'Network error: check your connection and try again');
  }
  const envelope = (await response.json().catch(() => null)) as { result: number; msg: string; data: unknown } | null;
  if (envelope?.result === 1) return importSerials.response.parse(envelope.data);
  throw new AdminApiError(envelope?.result ?? 0, envelope?.msg || `The import failed (${response.status})`);
}

export function useImportSerials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadSerialCsv,
    onSettled: () => client.invalidateQueries({ queryKey: serialKeys.all }),
  });
}
