import { navigateTo } from './navigation.ts';
import { paths } from './paths.ts';
import { clearSession } from './session.ts';

let ending: Promise<void> | null = null;

/**
 * Ends the session the way the spec does (logout, password change, -9999): go home first, then
 * forget the token. In that order a protected page is never rendered logged out, which would send
 * the buyer to the login page instead of home.
 *
 * Endings at the same moment share one: a logout whose other calls come back -9999 (the server has
 * already revoked the token) would otherwise start a second trip home, which cuts the first one
 * short, and the first would then forget the token while the protected page was still shown.
 */
export function endSessionAndGoHome(): Promise<void> {
  ending ??= (async () => {
    try {
      await navigateTo(paths.home, { replace: true });
    } finally {
      clearSession();
      ending = null;
    }
  })();
  return ending;
}
