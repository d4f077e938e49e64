import { getUserInfo } from '@hashforge/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/use-session.ts';
import { userKeys } from './keys.ts';

export const userInfoQuery = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: ({ signal }) => apiCall(getUserInfo, {}, { signal }),
  });

export function useUserInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...userInfoQuery(), enabled: loggedIn });
}
