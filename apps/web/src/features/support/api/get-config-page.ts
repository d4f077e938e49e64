import { getConfigTypes } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

/** `config/getTypes` for one policy page (1 repair guide, 2 order policy, 3 terms of use, 4 support policy). */
export const configPageQuery = (type: number) =>
  queryOptions({
    queryKey: supportKeys.config(type),
    queryFn: async ({ signal }) => {
      const pages = await apiCall(getConfigTypes, { types: [type] }, { signal });
      return pages.find((p) => p.type === type)?.content ?? null;
    },
    staleTime: 10 * 60_000,
  });

export function useConfigPage(type: number) {
  return useQuery(configPageQuery(type));
}
