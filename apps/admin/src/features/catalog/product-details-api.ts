import {
  getProductForStaff,
  updateProductDetailsForStaff,
  uploadFileForStaff,
} from '@hashforge/contract/admin/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminApiError, adminCall, adminUrl, type CallData, type CallInput, getCsrfToken } from '../../lib/api.ts';
import { catalogKeys } from './api.ts';

export const productDetailsKey = (productId: number) => [...catalogKeys.all, 'details', productId] as const;

/** products/get: the edit form's copy, read once when the form opens (a refetch must not overwrite typing). */
export function useProductDetails(productId: number) {
  return useQuery({
    queryKey: productDetailsKey(productId),
    queryFn: () => adminCall(getProductForStaff, { productId }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useUpdateProductDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof updateProductDetailsForStaff>) =>
      adminCall(updateProductDetailsForStaff, input),
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/**
 * files/upload (kind image, the default): multipart, so the browser sets the boundary; the CSRF
 * header goes as on every call. Answers the storage key products keep and the URL to preview it.
 */
async function uploadProductImage(file: File): Promise<CallData<typeof uploadFileForStaff>> {
  const body = new FormData();
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

/** A product image stored as a public file (JPEG or PNG, at most 5 MB). */
export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
