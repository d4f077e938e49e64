import { getKycStatue } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';

export const kycKeys = {
  all: ['kyc'] as const,
  status: () => [...kycKeys.all, 'status'] as const,
};

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
