import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, adminUpload, type CallData, type CallInput } from '../../lib/api.ts';

export const productFileKeys = {
  all: ['product-files'] as const,
  list: (input: CallInput<typeof catalogDesk.listProductFiles>) => [...productFileKeys.all, 'list', input] as const,
  products: () => [...productFileKeys.all, 'products'] as const,
};

export function useProductFiles(input: CallInput<typeof catalogDesk.listProductFiles>) {
  return useQuery({
    queryKey: productFileKeys.list(input),
    queryFn: () => adminCall(catalogDesk.listProductFiles, input),
    placeholderData: keepPreviousData,
  });
}

/** The products to choose from (the first 200 in catalogue order), for the filter and the dialog. */
export function useProductChoices() {
  return useQuery({
    queryKey: productFileKeys.products(),
    queryFn: () => adminCall(catalogDesk.listProducts, { page: 1, limit: 200 }),
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

export const useSaveProductFile = () => useProductFileCall(catalogDesk.saveProductFile);
export const useDeleteProductFile = () => useProductFileCall(catalogDesk.deleteProductFile);

/**
 * files/upload with `kind` productFile (sent before the file, so the server knows the bound while
 * it reads): multipart, so the browser sets the boundary; the CSRF header goes as on every call.
 */
function uploadProductFile(file: File): Promise<CallData<typeof catalogDesk.uploadFile>> {
  return adminUpload(catalogDesk.uploadFile, { kind: 'productFile', file });
}

export function useUploadProductFile() {
  return useMutation({ mutationFn: uploadProductFile });
}
