import { serialDesk } from '@hashforge/contract/admin/serials';
import { useAdminUpload } from '../../../lib/use-admin-mutation.ts';
import { serialKeys } from './keys.ts';

/** serials/import: the CSV in the multipart field `file`. */
export const useImportSerials = () =>
  useAdminUpload(serialDesk.import, { failure: 'The import failed', invalidates: [serialKeys.all] });
