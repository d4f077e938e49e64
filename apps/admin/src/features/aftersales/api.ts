import { afterSaleDesk } from '@hashforge/contract/admin/aftersales';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminCallLike, adminCall, adminUpload, type CallInput } from '../../lib/api.ts';

export const afterSaleKeys = {
  all: ['aftersales'] as const,
  board: () => [...afterSaleKeys.all, 'board'] as const,
  list: (input: CallInput<typeof afterSaleDesk.list>) => [...afterSaleKeys.all, 'list', input] as const,
  detail: (id: number) => [...afterSaleKeys.all, 'detail', id] as const,
};

export function useAfterSaleBoard() {
  return useQuery({ queryKey: afterSaleKeys.board(), queryFn: () => adminCall(afterSaleDesk.board, {}) });
}

export function useAfterSaleList(input: CallInput<typeof afterSaleDesk.list>) {
  return useQuery({
    queryKey: afterSaleKeys.list(input),
    queryFn: () => adminCall(afterSaleDesk.list, input),
    placeholderData: keepPreviousData,
  });
}

export function useAfterSale(id: number) {
  return useQuery({ queryKey: afterSaleKeys.detail(id), queryFn: () => adminCall(afterSaleDesk.get, { id }) });
}

/** Any staff step or the reply: afterwards the board, the list and the request are read again. */
export function useAfterSaleCall<C extends AdminCallLike>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => adminCall(call, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: afterSaleKeys.all }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

export const useReplyAfterSale = () => useAfterSaleCall(afterSaleDesk.reply);

/** aftersales/upload-quotation: one file, multipart (the browser sets the boundary); kept private until a quote sends it. */
export function useUploadQuotation() {
  return useMutation({ mutationFn: (file: File) => adminUpload(afterSaleDesk.uploadQuotation, { file }) });
}
