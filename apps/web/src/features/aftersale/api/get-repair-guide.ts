import { ConfigType } from '@hashforge/contract';
import { getConfigTypes } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { afterSaleKeys } from './get-after-sale-pager.ts';

/** The repair guide (config page type 1), shown in a dialog beside the policy checkbox. */
export const repairGuideQuery = () =>
  queryOptions({
    queryKey: afterSaleKeys.repairGuide(),
    queryFn: async ({ signal }) => {
      const pages = await apiCall(getConfigTypes, { types: [ConfigType.repairGuide] }, { signal });
      return pages.find((p) => p.type === ConfigType.repairGuide)?.content ?? '';
    },
    staleTime: 10 * 60_000,
  });

export function useRepairGuide(enabled: boolean) {
  return useQuery({ ...repairGuideQuery(), enabled });
}
