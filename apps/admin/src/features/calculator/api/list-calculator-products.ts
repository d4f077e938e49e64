import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { calculatorKeys } from './keys.ts';

export const calculatorProductsQuery = () =>
  queryOptions({ queryKey: calculatorKeys.products(), queryFn: () => adminCall(calculatorDesk.listProducts, {}) });

export function useCalculatorProducts() {
  return useQuery(calculatorProductsQuery());
}
