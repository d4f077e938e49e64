import {
  deleteProductFile,
  listProductFiles,
  listProductsForStaff,
  saveProductFile,
  uploadFileForStaff,
} from '@hashforge/contract/admin/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminApiError,
  type AdminCallLike,
  adminCall,
  adminUrl,
  type CallData,
  type CallInput,
  getCsrfToken,
} from '../../lib/api.ts';

export const productFileKeys = {
  all: ['product-files'] as const,
  list: (input: CallInput<typeof listProductFiles>) => [...productFileKeys.all, 'list', input] as const,
  products: () => [...productFileKeys.all, 'products'] as const,
};

export function useProductFiles(input: CallInput<typeof listProductFiles>) {
  return useQuery({
    queryKey: productFileKeys.list(input),
    queryFn: () => adminCall(listProductFiles, input),
    placeholderData: keepPreviousData,
  });
}

/** The products to choose from (the first 200 in catalogue order), for the filter and the dialog. */
export function useProductChoices() {
  return useQuery({
    queryKey: productFileKeys.products(),
    queryFn: () => adminCall(listProductsForStaff, { page: 1, limit: 200 }),
    staleTime: 60_000,
  });
}

function useProductFileCall<C extends AdminCallLike>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () => client.invalidateQueries({ queryKey: productFileKeys.all }),
  });
}

export const useSaveProductFile = () => useProductFileCall(saveProductFile);
export const useDeleteProductFile = () => useProductFileCall(deleteProductFile);

/**
 * files/upload with `kind` productFile (sent before the file, so the server knows the bound while
 * it reads): multipart, so the browser sets the boundary; the CSRF header goes as on every call.
 */
async function uploadProductFile(file: File): Promise<CallData<typeof uploadFileForStaff>> {
  const body = new FormData();
  body.append('kind', 'productFile');
  body.append('file', file);
  const token = getCsrfToken();
  let response: Response;
  try {
    response = await fetch(adminUrl(uploadFileForStaff.path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { 'x-csrf-token': token } : {},
      body,
    });
  } catch {
    throw new AdminApiError(0, 'Network error: check your connection and try again');
  }
  const envelope = (await response.json().catch(() => null)) as { result: number; msg: string; data: unknown } | null;
  if (envelope?.result === 1) return uploadFileForStaff.response.parse(envelope.data);
  throw new AdminApiError(envelope?.result ?? 0, envelope?.msg || `The upload failed (${response.status})`);
}

export function useUploadProductFile() {
  return useMutation({ mutationFn: uploadProductFile });
}
