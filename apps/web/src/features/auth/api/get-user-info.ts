import { getUserInfo } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';

/** Query keys of the signed-in buyer's own data. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
};

export const userInfoQuery = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: ({ signal }) => apiCall(getUserInfo, {}, { signal }),
  });

export function useUserInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...userInfoQuery(), enabled: loggedIn });
}
