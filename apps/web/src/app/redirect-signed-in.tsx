import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';
import { AuthLoading } from './auth-status';
import { usePrerendered } from './prerendered';

/** `/` and `/auth` are for signed-out visitors; a signed-in one goes to their role's dashboard. */
export function RedirectSignedIn() {
  const { status, role } = useAuth();
  // The server painted the sign-in page for a visitor without a session cookie (decision 036): keep showing it
  // while the session is read rather than swap it for the spinner; a session found after all still redirects.
  const prerendered = usePrerendered();
  if (status === 'loading' && !prerendered) return <AuthLoading />;
  if (status === 'signed-in') return <Navigate to={dashboardPathForRole(role)} replace />;
  // Signed out, or the session could not be checked: the sign-in page is the right place either way.
  return <Outlet />;
}
