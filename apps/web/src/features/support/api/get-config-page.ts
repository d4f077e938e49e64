import { getConfigTypes } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

/**
 * `config/getTypes` for one policy page (ConfigType: 1 repair guide, 2 order policy, 3 terms of use,
 * 4 support policy): the support pages, the repair guide beside the after-sale form and the order
 * policy of the confirm page all read it here. null when the vendor has not written it.
 */
export const configPageQuery = (type: number) =>
  queryOptions({
    queryKey: supportKeys.config(type),
    queryFn: async ({ signal }) => {
      const pages = await apiCall(getConfigTypes, { types: [type] }, { signal });
      return pages.find((p) => p.type === type)?.content ?? null;
    },
    staleTime: 10 * 60_000,
  });

/** `enabled` false waits (a dialog's page loads when the dialog opens). */
export function useConfigPage(type: number, enabled = true) {
  return useQuery({ ...configPageQuery(type), enabled });
}
