import { getProduct } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { calculatorKeys } from './keys.ts';

/**
 * The send cycles (batches) of the shop product a calculator machine is sold as: the professional
 * calculator counts the payback from the chosen batch's delivery and takes its price.
 */
export const sendCyclesQuery = (productCode: string) =>
  queryOptions({
    queryKey: calculatorKeys.sendCycles(productCode),
    queryFn: async ({ signal }) =>
      (await apiCall(getProduct, { code: productCode }, { signal, silent: true })).productSendCycleModels,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSendCycles(productCode: string | null) {
  return useQuery({ ...sendCyclesQuery(productCode ?? ''), enabled: productCode !== null });
}
