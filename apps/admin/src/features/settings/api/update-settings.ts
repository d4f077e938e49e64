import { settingsDesk } from '@hashforge/contract/admin/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { settingsKeys } from './keys.ts';

/**
 * settings/update answers the settings as stored: they replace the cached ones. The brand page shows
 * the company's phone and email, so it reads them again.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useAdminMutation(settingsDesk.update, {
    onSuccess: (data) => client.setQueryData(settingsKeys.all, data),
    invalidates: [settingsKeys.brand()],
  });
}
