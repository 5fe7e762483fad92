import type { AdminUserPage } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/users?role=cleaner&q=: the cleaners an admin may give a booking to, by name. */
export function useCleanerSearch(q: string) {
  const search = new URLSearchParams({ role: 'cleaner' });
  if (q.trim()) search.set('q', q.trim());
  return useQuery({
    queryKey: adminKeys.cleanerSearch(q.trim()),
    queryFn: ({ signal }) => api.get<AdminUserPage>(`${apiRoutes.adminUsers}?${search}`, { signal }),
    select: (page) => page.items.filter((u) => u.isApproved && u.onboardingComplete && !u.suspended),
  });
}
