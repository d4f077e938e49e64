import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminUpload, type CallData, type CallInput } from '../../lib/api.ts';
import { catalogKeys } from './api.ts';

export const productDetailsKey = (productId: number) => [...catalogKeys.all, 'details', productId] as const;

/** products/get: the edit form's copy, read once when the form opens (a refetch must not overwrite typing). */
export function useProductDetails(productId: number) {
  return useQuery({
    queryKey: productDetailsKey(productId),
    queryFn: () => adminCall(catalogDesk.getProduct, { productId }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useUpdateProductDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof catalogDesk.updateProductDetails>) =>
      adminCall(catalogDesk.updateProductDetails, input),
    onSettled: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/**
 * files/upload (kind image, the default): multipart, so the browser sets the boundary; the CSRF
 * header goes as on every call. Answers the storage key products keep and the URL to preview it.
 */
function uploadProductImage(file: File): Promise<CallData<typeof catalogDesk.uploadFile>> {
  return adminUpload(catalogDesk.uploadFile, { file });
}

/** A product image stored as a public file (JPEG or PNG, at most 5 MB). */
export function useUploadProductImage() {
  return useMutation({ mutationFn: uploadProductImage });
}
