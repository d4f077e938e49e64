import { contentDesk } from '@hashforge/contract/admin/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall, type CallInput } from '../../../lib/api.ts';
import { contentKeys } from './keys.ts';

export const bannersQuery = (input: CallInput<typeof contentDesk.listBanners>) =>
  queryOptions({ queryKey: contentKeys.bannerList(input), queryFn: () => adminCall(contentDesk.listBanners, input) });

export function useBanners(input: CallInput<typeof contentDesk.listBanners>) {
  return useQuery({ ...bannersQuery(input), placeholderData: keepPreviousData });
}
