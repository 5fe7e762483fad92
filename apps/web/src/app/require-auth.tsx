import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';
import { AuthLoading, AuthUnavailable } from './auth-status';
import { type RouteAccess, roleAllowed } from './route-access';

/** Signed-in users only: a spinner while the session loads, /auth when there is none. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'error') return <AuthUnavailable />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Inside RequireAuth: a role that may not enter goes to its own dashboard. */
export function RequireRole({ access }: { access: RouteAccess }) {
  const { role } = useAuth();
  if (!roleAllowed(access, role)) return <Navigate to={dashboardPathForRole(role)} replace />;
  return <Outlet />;
}
