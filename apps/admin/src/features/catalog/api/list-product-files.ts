import { catalogDesk } from '@hashforge/contract/admin/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { productFileKeys } from './keys.ts';

export const productFilesQuery = (input: CallInput<typeof catalogDesk.listProductFiles>) =>
  queryOptions({
    queryKey: productFileKeys.list(input),
    queryFn: () => adminCall(catalogDesk.listProductFiles, input),
  });

export function useProductFiles(input: CallInput<typeof catalogDesk.listProductFiles>) {
  return useQuery({ ...productFilesQuery(input), placeholderData: keepPreviousData });
}
