import { orderDesk } from '@hashforge/contract/admin/orders';
import { saveUrl } from '../../../lib/api.ts';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { afterOrderStep, orderKeys } from './keys.ts';

/**
 * A document's PDF: the call (orders.read, audited) answers a link signed for a minute, which the
 * browser's download follows (decision 026). The order is read again for its timeline's new row.
 */
export const useDownloadDocument = () =>
  useAdminMutation(orderDesk.downloadDocument, {
    invalidates: [orderKeys.details()],
    onSuccess: (link) => saveUrl(link.fileUrl, link.fileName),
  });

export const useIssueShipmentDocuments = () =>
  useAdminMutation(orderDesk.issueShipmentDocuments, { invalidates: afterOrderStep });

export const useReissueDocument = () => useAdminMutation(orderDesk.reissueDocument, { invalidates: afterOrderStep });
