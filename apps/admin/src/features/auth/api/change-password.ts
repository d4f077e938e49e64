import { authDesk } from '@hashforge/contract/admin/auth';
import { sessionKeys } from '../../../lib/session.ts';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** auth/password: the session then says whether a password change is still due. */
export const useChangePassword = () => useAdminMutation(authDesk.changePassword, { invalidates: [sessionKeys.me()] });
