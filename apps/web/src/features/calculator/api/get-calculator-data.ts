import { calculatorPageQuery } from '@hashforge/contract';
import { getCalculatorData } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { firstPageInitialData } from '../../../lib/first-page-answers.ts';
import { calculatorKeys } from './keys.ts';

export const calculatorDataQuery = () =>
  queryOptions({
    queryKey: calculatorKeys.data(),
    queryFn: ({ signal }) => apiCall(getCalculatorData, calculatorPageQuery, { signal }),
    // Coin figures refresh every ten minutes at most; heights and DAG days move by the day.
    staleTime: 5 * 60_000,
    // A calculator page the server sent comes with this answer (docs/decisions/007-first-page-answers.md).
    ...firstPageInitialData(getCalculatorData, calculatorPageQuery),
  });

export function useCalculatorData() {
  return useQuery(calculatorDataQuery());
}
