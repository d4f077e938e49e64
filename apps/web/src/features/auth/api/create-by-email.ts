import type { CallRequest } from '@hashforge/contract';
import { createByEmail } from '@hashforge/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useShopName } from '../../../lib/brand.ts';
import { i18n } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useFinishLogin } from './finish-login.ts';

/** Sign-up answers a token: the new buyer is signed in at once (docs/contract.md section 5). */
export function useCreateByEmail() {
  const finish = useFinishLogin();
  const shopName = useShopName();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof createByEmail>) => apiCall(createByEmail, fields),
    onSuccess: async ({ token }) => {
      toast.success(i18n.t('auth.signupDone', { brand: shopName }));
      await finish(token);
    },
  });
}
