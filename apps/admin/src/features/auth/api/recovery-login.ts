import { authDesk } from '@hashforge/contract/admin/auth';
import { useStoreSession } from '../../../lib/session.ts';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

/** auth/recovery: a recovery code instead of the authenticator's. */
export function useRecoveryLogin() {
  return useAdminMutation(authDesk.recoveryLogin, { onSuccess: useStoreSession() });
}
