import {
  deleteProductFile,
  listProductFiles,
  listProductsForStaff,
  saveProductFile,
  uploadFileForStaff,
} from '@hashforge/contract/admin/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, adminUpload, type CallData, type CallInput } from '../../lib/api.ts';

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
function uploadProductFile(file: File): Promise<CallData<typeof uploadFileForStaff>> {
  return adminUpload(uploadFileForStaff, { kind: 'productFile', file });
}

export function useUploadProductFile() {
  return useMutation({ mutationFn: uploadProductFile });
}
