import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminUpload } from '../../../lib/use-admin-mutation.ts';

/**
 * files/upload (kind image, the default): a product image stored as a public file (JPEG or PNG, at
 * most 5 MB); answers the storage key products keep and the URL to preview it.
 */
export const useUploadProductImage = () => useAdminUpload(catalogDesk.uploadFile);
