import { staffDesk } from '@hashforge/contract/admin/staff';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { staffKeys } from './keys.ts';

export const useResetStaffTwoFactor = () =>
  useAdminMutation(staffDesk.resetTwoFactor, { invalidates: [staffKeys.all] });
