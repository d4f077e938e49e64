import { getConfigTypes } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { orderKeys } from './get-order-pager.ts';

/** The order policy page (config type 2), shown in the sales-policy dialog of the confirm page. */
export const ORDER_POLICY_TYPE = 2;

export const orderPolicyQuery = () =>
  queryOptions({
    queryKey: orderKeys.policy(),
    queryFn: async ({ signal }) => {
      const pages = await apiCall(getConfigTypes, { types: [ORDER_POLICY_TYPE] }, { signal });
      return pages.find((p) => p.type === ORDER_POLICY_TYPE)?.content ?? '';
    },
    staleTime: 10 * 60_000,
  });

export function useOrderPolicy(enabled: boolean) {
  return useQuery({ ...orderPolicyQuery(), enabled });
}
