import { authDesk } from '@hashforge/contract/admin/auth';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

export const useConfirmTwoFactor = () => useAdminMutation(authDesk.confirmTwoFactor);
