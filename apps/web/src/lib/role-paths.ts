/** Where /dashboard (and a refused visit) sends a role. Unknown or missing roles get the customer one. */
export function dashboardPathForRole(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'cleaner':
      return '/provider/dashboard';
    default:
      return '/customer/dashboard';
  }
}
