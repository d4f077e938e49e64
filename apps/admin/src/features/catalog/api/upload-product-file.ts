import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminUpload } from '../../../lib/use-admin-mutation.ts';

/** files/upload with `kind` productFile, sent before the file so the server knows the bound while it reads. */
export const useUploadProductFile = () =>
  useAdminUpload(catalogDesk.uploadFile, { fields: (file) => ({ kind: 'productFile', file }) });
