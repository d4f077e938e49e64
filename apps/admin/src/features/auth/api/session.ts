import { authDesk } from '@hashforge/contract/admin/auth';
import type { Permission } from '@hashforge/contract/admin/permissions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import {
  AdminApiError,
  adminCall,
  type CallInput,
  clearSessionEnded,
  SESSION_EXPIRED,
  setCsrfToken,
} from '../../../lib/api.ts';

export type StaffSession = z.output<typeof authDesk.me.response>;

export const sessionKeys = { me: ['session', 'me'] as const };

/**
 * Who is signed in: auth/me, or null without a session (-9999 is an answer here, not an error).
 * Its CSRF token is kept for every later call.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      const me = await adminCall(authDesk.me, {}, { quietExpiry: true });
      setCsrfToken(me.csrfToken);
      return me;
    } catch (error) {
      if (error instanceof AdminApiError && error.result === SESSION_EXPIRED) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in staff member (only inside the guarded shell, where a session exists). */
export function useStaff(): StaffSession {
  const { data } = useSession();
  // The last one known: while a lost session hands over to the login page, the shell still renders once.
  const last = useRef(data);
  if (data) last.current = data;
  if (!last.current) throw new Error('useStaff outside a signed-in page');
  return last.current;
}

export function useCan(): (permission: Permission) => boolean {
  const { data } = useSession();
  return (permission) => data?.permissions.includes(permission) ?? false;
}

function useStoreSession() {
  const client = useQueryClient();
  return (session: StaffSession) => {
    clearSessionEnded();
    setCsrfToken(session.csrfToken);
    client.setQueryData(sessionKeys.me, session);
  };
}

export function useLogin() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: (input: CallInput<typeof authDesk.login>) => adminCall(authDesk.login, input),
    onSuccess: store,
  });
}

export function useRecoveryLogin() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: (input: CallInput<typeof authDesk.recoveryLogin>) => adminCall(authDesk.recoveryLogin, input),
    onSuccess: store,
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall(authDesk.logout, {}),
    onSettled: () => {
      setCsrfToken(null);
      // Nothing of one staff member's screens may show to the next one on this browser.
      client.clear();
      client.setQueryData(sessionKeys.me, null);
    },
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof authDesk.changePassword>) => adminCall(authDesk.changePassword, input),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}

/** auth/set-password from a mailed link: no session comes of it, so nothing of the session changes here. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (input: CallInput<typeof authDesk.setPassword>) => adminCall(authDesk.setPassword, input),
  });
}

export function useEnrolTwoFactor() {
  return useMutation({ mutationFn: () => adminCall(authDesk.enrolTwoFactor, {}) });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (input: CallInput<typeof authDesk.confirmTwoFactor>) => adminCall(authDesk.confirmTwoFactor, input),
  });
}
