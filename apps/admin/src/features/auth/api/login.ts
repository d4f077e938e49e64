import { authDesk } from '@hashforge/contract/admin/auth';
import { useStoreSession } from '../../../lib/session.ts';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';

export function useLogin() {
  return useAdminMutation(authDesk.login, { onSuccess: useStoreSession() });
}
