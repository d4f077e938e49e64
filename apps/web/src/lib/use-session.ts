import { useSyncExternalStore } from 'react';
import { isLoggedIn, subscribeSession } from './session.ts';

/** Whether a buyer is logged in (a token cookie is present); re-renders on login and logout. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
}
