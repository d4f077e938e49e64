import type { CallRequest } from '@hashforge/contract';
import { login, mobileLogin } from '@hashforge/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useFinishLogin } from './finish-login.ts';

export function useLogin() {
  const finish = useFinishLogin();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof login>) => apiCall(login, fields),
    onSuccess: ({ token }) => finish(token),
  });
}

export function useMobileLogin() {
  const finish = useFinishLogin();
  return useMutation({
    mutationFn: (fields: CallRequest<typeof mobileLogin>) => apiCall(mobileLogin, fields),
    onSuccess: ({ token }) => finish(token),
  });
}
