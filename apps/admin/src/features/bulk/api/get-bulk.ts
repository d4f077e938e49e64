import { bulkDesk } from '@hashforge/contract/admin/bulk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api.ts';
import { bulkKeys } from './keys.ts';

export const bulkQuery = (id: number) =>
  queryOptions({ queryKey: bulkKeys.detail(id), queryFn: () => adminCall(bulkDesk.get, { id }) });

export function useBulk(id: number) {
  return useQuery(bulkQuery(id));
}
