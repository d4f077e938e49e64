import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { useAdminUpload } from '../../../lib/use-admin-mutation.ts';

/** aftersales/upload-reply-image: a picture for a reply, public, shown in the reply by its address. */
export const useUploadReplyImage = () => useAdminUpload(afterSaleDesk.uploadReplyImage);
