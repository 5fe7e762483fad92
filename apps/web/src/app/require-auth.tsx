import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';
import { AuthLoading, AuthUnavailable } from './auth-status';
import { type RouteAccess, roleAllowed } from './route-access';

const UpdatedTermsPage = lazy(() =>
  import('@/features/legal/routes/updated-terms-page').then((m) => ({ default: m.UpdatedTermsPage })),
);

/**
 * Signed-in users only: a spinner while the session loads, /auth when there is none, and the "Updated terms"
 * page instead of any screen while the terms in force are not accepted (decision 068).
 */
export function RequireAuth() {
  const { status, termsPending } = useAuth();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'error') return <AuthUnavailable />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  if (termsPending) {
    return (
      <Suspense fallback={<AuthLoading />}>
        <UpdatedTermsPage legal={termsPending} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Inside RequireAuth: a role that may not enter goes to its own dashboard. */
export function RequireRole({ access }: { access: RouteAccess }) {
  const { role } = useAuth();
  if (!roleAllowed(access, role)) return <Navigate to={dashboardPathForRole(role)} replace />;
  return <Outlet />;
}
