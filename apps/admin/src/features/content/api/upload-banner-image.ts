import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { useAdminUpload } from '../../../lib/use-admin-mutation.ts';

/** files/upload: a banner image stored as a public file; its storage key is what the banner keeps. */
export const useUploadBannerImage = () => useAdminUpload(catalogDesk.uploadFile);
