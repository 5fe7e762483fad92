import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';

/** Exactly /dashboard: customer → /customer/dashboard, cleaner → /provider/dashboard, admin → /admin/dashboard. */
export function DashboardRedirect() {
  const { role } = useAuth();
  return <Navigate to={dashboardPathForRole(role)} replace />;
}
