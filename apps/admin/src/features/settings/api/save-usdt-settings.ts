import { settingsDesk } from '@hashforge/contract/admin/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { settingsKeys } from './keys.ts';

/** settings/usdt/save answers the networks as stored: they replace the cached ones. */
export function useSaveUsdtSettings() {
  const client = useQueryClient();
  return useAdminMutation(settingsDesk.saveUsdt, {
    onSuccess: (data) => client.setQueryData(settingsKeys.usdt(), data),
  });
}
