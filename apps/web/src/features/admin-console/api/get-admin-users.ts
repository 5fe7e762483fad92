import type { AdminUserPage, Role } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminUserFilters {
  q: string;
  role: Role | null;
}

export function getAdminUsers(filters: AdminUserFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return api.get<AdminUserPage>(`${apiRoutes.adminUsers}${search ? `?${search}` : ''}`, { signal });
}

/** Newest first, 50 a page; "Load more" follows the keyset cursor. */
export function adminUsersQueryOptions(filters: AdminUserFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ pageParam, signal }) => getAdminUsers(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: AdminUserFilters) {
  return useInfiniteQuery(adminUsersQueryOptions(filters));
}
