import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { useAdminUpload } from '../../../lib/use-admin-mutation.ts';

/** aftersales/upload-quotation: one file, kept private until a quote sends it. */
export const useUploadQuotation = () => useAdminUpload(afterSaleDesk.uploadQuotation);
