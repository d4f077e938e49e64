import { type BrandImageKind, settingsDesk } from '@hashforge/contract/admin/settings';
import { useAdminUpload } from '../../../lib/use-admin-mutation.ts';

/** settings/brand/upload: the logo or the icon, `kind` sent before the file. */
export const useUploadBrandImage = (kind: BrandImageKind) =>
  useAdminUpload(settingsDesk.uploadBrandImage, {
    fields: (file) => ({ kind, file }),
    failure: `The ${kind} could not be uploaded`,
  });
