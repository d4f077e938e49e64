import { afterSaleDesk } from '@hashforge/contract/admin/after-sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { afterSaleKeys } from './keys.ts';

export const afterSaleQuery = (id: number) =>
  queryOptions({ queryKey: afterSaleKeys.detail(id), queryFn: () => adminCall(afterSaleDesk.get, { id }) });

export function useAfterSale(id: number) {
  return useQuery(afterSaleQuery(id));
}
