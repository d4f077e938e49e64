import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { calculatorKeys } from './keys.ts';

export const coinsQuery = () =>
  queryOptions({ queryKey: calculatorKeys.coins(), queryFn: () => adminCall(calculatorDesk.listCoins, {}) });

export function useCoins() {
  return useQuery(coinsQuery());
}
