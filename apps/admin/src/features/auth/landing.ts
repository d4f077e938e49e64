import type { StaffSession } from '../../lib/session.ts';

/**
 * Where a signed-in staff member goes: the setup a one-time password or a required second factor
 * still asks for, else the page they came for, else the dashboard.
 */
export function landingPath(session: StaffSession, next: string | null): string {
  if (session.mustChangePassword) return '/setup/password';
  if (session.mustEnrolTwoFactor) return '/setup/two-factor';
  if (next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login')) return next;
  return '/';
}
