import { bulkDesk } from '@hashforge/contract/admin/bulk';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { bulkKeys } from './keys.ts';

/** A status or a note: the enquiry, its list and the dashboard's new-enquiry count change. */
export const useUpdateBulk = () =>
  useAdminMutation(bulkDesk.update, { invalidates: [bulkKeys.all, dashboardKeys.all] });
