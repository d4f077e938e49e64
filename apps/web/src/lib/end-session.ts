import { navigateTo } from './navigation.ts';
import { paths } from './paths.ts';
import { clearSession } from './session.ts';

/**
 * Ends the session the way the spec does (logout, password change, -9999): go home first, then
 * forget the token. In that order a protected page is never rendered logged out, which would send
 * the buyer to the login page instead of home.
 */
export async function endSessionAndGoHome(): Promise<void> {
  try {
    await navigateTo(paths.home, { replace: true });
  } finally {
    clearSession();
  }
}
