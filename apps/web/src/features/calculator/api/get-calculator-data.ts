import { getCalculatorData } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { calculatorKeys } from './keys.ts';

export const calculatorDataQuery = () =>
  queryOptions({
    queryKey: calculatorKeys.data(),
    queryFn: ({ signal }) => apiCall(getCalculatorData, { isMultiCoin: 1 }, { signal }),
    // Coin figures refresh every ten minutes at most; heights and DAG days move by the day.
    staleTime: 5 * 60_000,
  });

export function useCalculatorData() {
  return useQuery(calculatorDataQuery());
}
