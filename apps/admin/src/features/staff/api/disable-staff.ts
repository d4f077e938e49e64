import { staffDesk } from '@hashforge/contract/admin/staff';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { staffKeys } from './keys.ts';

export const useDisableStaff = () => useAdminMutation(staffDesk.disable, { invalidates: [staffKeys.all] });
