import type { ProviderProfile } from '@limpa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Same key as the provider profile screen: one cached copy of a cleaner's profile. */
export const providerKey = (userId: string) => ['providers', 'detail', userId] as const;

export function providerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: providerKey(userId),
    queryFn: ({ signal }) =>
      api.get<ProviderProfile>(`/api/v1/providers/${encodeURIComponent(userId)}`, { signal }),
  });
}

/** The preselected cleaner's card (404 when the cleaner is unknown or not listed). */
export function useProvider(userId: string | null) {
  return useQuery({ ...providerQueryOptions(userId ?? ''), enabled: userId !== null });
}
