import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { catalogKeys } from './keys.ts';

export const stockMovementsQuery = (input: CallInput<typeof catalogDesk.listStockMovements>) =>
  queryOptions({
    queryKey: catalogKeys.movements(input),
    queryFn: () => adminCall(catalogDesk.listStockMovements, input),
  });

export function useStockMovements(input: CallInput<typeof catalogDesk.listStockMovements>) {
  return useQuery({ ...stockMovementsQuery(input), placeholderData: keepPreviousData });
}
