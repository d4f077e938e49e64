import { settingsDesk } from '@hashforge/contract/admin/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';

export const usdtSettingsQuery = queryOptions({
  queryKey: settingsKeys.usdt(),
  queryFn: () => adminCall(settingsDesk.usdt, {}),
});

export function useUsdtSettings() {
  return useQuery(usdtSettingsQuery);
}
