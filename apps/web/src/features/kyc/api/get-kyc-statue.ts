import { getKycStatue } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';
import { kycKeys } from './keys.ts';

export const kycStatusQuery = () =>
  queryOptions({
    queryKey: kycKeys.status(),
    queryFn: ({ signal }) => apiCall(getKycStatue, {}, { signal }),
  });

/** The buyer's KYC status (0 none, 1 submitted, 2 approved, -1 rejected); asked only while logged in. */
export function useKycStatus() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...kycStatusQuery(), enabled: loggedIn });
}
