import type { Permission } from '@hashforge/contract/admin/permissions';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, Spinner } from '../components/ui/states.tsx';
import { sessionHasEnded } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';

/** Signed in and set up (own password, required second factor), else the step that is missing. */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner />;
  if (session.isError) return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const next = location.pathname + location.search;
    const params = new URLSearchParams();
    if (sessionHasEnded()) params.set('expired', '1');
    if (next !== '/') params.set('next', next);
    const query = params.toString();
    return <Navigate to={query ? `/login?${query}` : '/login'} replace />;
  }
  if (session.data.mustChangePassword) return <Navigate to="/setup/password" replace />;
  if (session.data.mustEnrolTwoFactor) return <Navigate to="/setup/two-factor" replace />;
  return <Outlet />;
}

/** Signed in, whatever is still to set up (the setup pages themselves). */
export function RequireSignedIn() {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** A desk's page for the roles that hold its permission; others read why they cannot see it. */
export function RequirePermission({ anyOf, children }: { anyOf: readonly Permission[]; children: ReactNode }) {
  const { data } = useSession();
  if (!data || !anyOf.some((p) => data.permissions.includes(p)))
    return (
      <EmptyState title="You do not have permission to do this">
        Your role ({data?.staff.role}) cannot open this desk. Ask an owner if you need it.
      </EmptyState>
    );
  return <>{children}</>;
}
