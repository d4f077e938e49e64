import { getBannerList } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { firstPageInitialData } from '../../../lib/first-page-answers.ts';
import { catalogKeys } from './keys.ts';

/** `banner/getList`: the home carousel (type 1). */
export const bannerListQuery = (type = 1) =>
  queryOptions({
    queryKey: catalogKeys.banners(type),
    queryFn: ({ signal }) => apiCall(getBannerList, { type }, { signal }),
    staleTime: 5 * 60_000,
    ...firstPageInitialData(getBannerList, { type }),
  });

export function useBanners(type = 1) {
  return useQuery(bannerListQuery(type));
}
