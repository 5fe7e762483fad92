import type { AdminUserDetail } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAdminUser(profileId: string, signal?: AbortSignal) {
  return api.get<AdminUserDetail>(apiPath(apiRoutes.adminUser, { profileId }), { signal });
}

/** The "User details" dialog: every profile field, the e-mail and the audit of admin changes. */
export function adminUserQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: adminKeys.user(profileId),
    queryFn: ({ signal }) => getAdminUser(profileId, signal),
  });
}

export function useAdminUser(profileId: string | null) {
  return useQuery({ ...adminUserQueryOptions(profileId ?? ''), enabled: profileId !== null });
}
