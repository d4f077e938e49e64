import { settingsDesk } from '@hashforge/contract/admin/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';

export const brandSettingsQuery = queryOptions({
  queryKey: settingsKeys.brand(),
  queryFn: () => adminCall(settingsDesk.brand, {}),
});

export function useBrandSettings() {
  return useQuery(brandSettingsQuery);
}
