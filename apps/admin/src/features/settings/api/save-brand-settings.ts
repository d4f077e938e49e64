import { settingsDesk } from '@hashforge/contract/admin/settings';
import { useQueryClient } from '@tanstack/react-query';
import { shopBrandKey } from '../../../lib/shop-brand.ts';
import { useAdminMutation } from '../../../lib/use-admin-mutation.ts';
import { settingsKeys } from './keys.ts';

/**
 * settings/brand/save answers the brand as stored: it replaces the cached one; the settings (the
 * company details' phone and email) and the brand the header shows are read again.
 */
export function useSaveBrandSettings() {
  const client = useQueryClient();
  return useAdminMutation(settingsDesk.saveBrand, {
    onSuccess: (data) => client.setQueryData(settingsKeys.brand(), data),
    invalidates: [settingsKeys.all, shopBrandKey],
  });
}
