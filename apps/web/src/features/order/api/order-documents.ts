import { downloadOrderDocument, getOrderDocuments } from '@hashforge/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { saveLink } from '../../../lib/save-link.ts';
import { orderKeys } from './keys.ts';

/** The order's trade documents; asked again every few seconds while one is still being rendered. */
export function useOrderDocuments(orderNo: string) {
  return useQuery({
    queryKey: orderKeys.documents(orderNo),
    queryFn: ({ signal }) => apiCall(getOrderDocuments, { orderNo }, { signal }),
    refetchInterval: (query) => (query.state.data?.some((d) => !d.ready) ? 3_000 : false),
  });
}

/**
 * Downloads one document: the call checks the login and answers a link signed for a minute, which
 * the browser's own download then follows (decision 026). A refusal ("being prepared") is the
 * api client's toast.
 */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: (id: number) => apiCall(downloadOrderDocument, { id }),
    onSuccess: (link) => saveLink(link.fileUrl, link.fileName),
  });
}
