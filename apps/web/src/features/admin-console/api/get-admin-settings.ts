import type { AdminSettings } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAdminSettings(signal?: AbortSignal) {
  return api.get<AdminSettings>(apiRoutes.adminSettings, { signal });
}

export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: ({ signal }) => getAdminSettings(signal),
  // The form edits a copy; refetching underneath it would only confuse "Discard".
  refetchOnWindowFocus: false,
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}
