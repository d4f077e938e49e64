import { getFirmwareList } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { supportKeys } from './keys.ts';

/** `product/firmware/getList`: manuals and firmware per product. */
export const firmwareListQuery = () =>
  queryOptions({
    queryKey: supportKeys.downloads(),
    queryFn: ({ signal }) => apiCall(getFirmwareList, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useFirmwareList() {
  return useQuery(firmwareListQuery());
}
