import { authDesk } from '@hashforge/contract/admin/auth';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** auth/set-password from a mailed link: no session comes of it, so nothing of the session changes here. */
export const useSetPassword = () => useAdminMutation(authDesk.setPassword);
