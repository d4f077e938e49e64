import { authDesk } from '@hashforge/contract/admin/auth';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

export const useEnrolTwoFactor = () => useAdminMutation(authDesk.enrolTwoFactor);
