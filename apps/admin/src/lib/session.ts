import { authDesk } from '@hashforge/contract/admin/auth';
import type { Permission } from '@hashforge/contract/admin/permissions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import { AdminApiError, adminCall, clearSessionEnded, SESSION_EXPIRED, setCsrfToken } from './api.ts';

export type StaffSession = z.output<typeof authDesk.me.response>;

/** Query keys of the staff session: all -> me() (auth/me); the account page's keys hang below `all`. */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/**
 * Who is signed in: auth/me, or null without a session (-9999 is an answer here, not an error).
 * Its CSRF token is kept for every later call.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.me(),
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

/** A sign-in's answer becomes the session: its CSRF token for later calls, the staff member for the screens. */
export function useStoreSession() {
  const client = useQueryClient();
  return (session: StaffSession) => {
    clearSessionEnded();
    setCsrfToken(session.csrfToken);
    client.setQueryData(sessionKeys.me(), session);
  };
}
