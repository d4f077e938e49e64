import { getProductAmount } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { cartKeys } from './keys.ts';

/** The order-confirm preview of chosen cart rows: product amount, rows, coupons with `select`. */
export const productAmountQuery = (cartIds: number[]) =>
  queryOptions({
    queryKey: cartKeys.amount(cartIds),
    queryFn: ({ signal }) => apiCall(getProductAmount, { cartIds }, { signal }),
    // Prices are checked again on submit; a fresh preview each visit keeps surprises rare.
    staleTime: 0,
  });

export function useProductAmount(cartIds: number[]) {
  return useQuery({ ...productAmountQuery(cartIds), enabled: cartIds.length > 0 });
}
