import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { catalogKeys } from './keys.ts';

export const productsQuery = (input: CallInput<typeof catalogDesk.listProducts>) =>
  queryOptions({ queryKey: catalogKeys.list(input), queryFn: () => adminCall(catalogDesk.listProducts, input) });

export function useProducts(input: CallInput<typeof catalogDesk.listProducts>) {
  return useQuery({ ...productsQuery(input), placeholderData: keepPreviousData });
}
