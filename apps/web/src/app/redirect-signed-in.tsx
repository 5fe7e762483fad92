import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';
import { AuthLoading } from './auth-status';

/** `/` and `/auth` are for signed-out visitors; a signed-in one goes to their role's dashboard. */
export function RedirectSignedIn() {
  const { status, role } = useAuth();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signed-in') return <Navigate to={dashboardPathForRole(role)} replace />;
  // Signed out, or the session could not be checked: the sign-in page is the right place either way.
  return <Outlet />;
}
